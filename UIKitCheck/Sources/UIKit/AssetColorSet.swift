import Foundation
import Synchronization

/// A colour set of a bundle's asset catalog: its Any (light) and Dark values. Not Apple's: on a
/// device these come from the compiled catalog (`Assets.car`); here a test registers them with
/// ``UIColor/_interfaceCheckRegisterColor(named:light:dark:in:)``, and a name no test registered is
/// missing, as a colour set the catalog lacks is on a device.
struct AssetColorSet: Hashable, Sendable {
    /// The colour set's name, as `UIColor(named:in:compatibleWith:)` takes it.
    let name: String
    /// The bundle whose catalog holds it, by location: Foundation on Linux makes a new `Bundle`
    /// object for each `Bundle(path:)`, which compare equal by location, not identity.
    let bundleURL: URL
    let light: RGBA
    let dark: RGBA

    /// The colour sets tests registered, by bundle and name. Tests run in parallel, so under a lock;
    /// they register sets of their own names, never removed, as a catalog does not change.
    private static let registered = Mutex<[Key: AssetColorSet]>([:])

    private struct Key: Hashable {
        let bundleURL: URL
        let name: String
    }

    /// Makes `set` the colour set of its name in its bundle.
    static func register(_ set: AssetColorSet) {
        registered.withLock { $0[Key(bundleURL: set.bundleURL, name: set.name)] = set }
    }

    /// The colour set `name` in `bundle`'s catalog, `nil` if it has none.
    static func named(_ name: String, in bundle: Bundle) -> AssetColorSet? {
        let key = Key(bundleURL: bundle.bundleURL.standardizedFileURL, name: name)
        return registered.withLock { $0[key] }
    }
}
