#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An IPv4 address of one of this machine's network interfaces, for `nmview watch --lan` to
/// listen on.
public struct LocalNetworkAddress: Sendable, Equatable {
    /// The interface's name (`en0`, `eth0`, `wlan0`).
    public let interface: String
    /// The address in dotted form.
    public let address: String

    /// Interface flags from `<net/if.h>`, the same on Linux and Apple platforms.
    private static let flagUp: UInt32 = 0x1, flagLoopback: UInt32 = 0x8, flagRunning: UInt32 = 0x40

    /// The IPv4 addresses of every interface that is up and running and not loopback, the
    /// likeliest first: private ranges (where a phone on the same Wi-Fi finds the Mac) before
    /// others, link-local last, and interfaces of containers and virtual machines after real ones.
    public static func all() -> [LocalNetworkAddress] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [LocalNetworkAddress] = []
        var cursor = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = UInt32(entry.pointee.ifa_flags)
            guard flags & flagUp != 0, flags & flagRunning != 0, flags & flagLoopback == 0,
                let socketAddress = entry.pointee.ifa_addr, socketAddress.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let converted = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count)) != nil
            }
            guard converted else { continue }
            let name = String(cString: entry.pointee.ifa_name)
            let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            found.append(LocalNetworkAddress(interface: name, address: address))
        }
        return ranked(found)
    }

    /// `addresses` in order of preference, stable among equals.
    static func ranked(_ addresses: [LocalNetworkAddress]) -> [LocalNetworkAddress] {
        addresses.enumerated().sorted { left, right in
            let (a, b) = (left.element.rank, right.element.rank)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }

    /// Lower is likelier: a private address on a real interface first.
    var rank: Int {
        let octets = address.split(separator: ".").compactMap { Int($0) }
        guard octets.count == 4 else { return 9 }
        let isPrivate = octets[0] == 10 || octets[0] == 172 && (16...31).contains(octets[1]) || octets[0] == 192 && octets[1] == 168
        let isLinkLocal = octets[0] == 169 && octets[1] == 254
        let virtualPrefixes = ["docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "utun", "bridge", "lxc", "cni", "flannel"]
        let isVirtual = virtualPrefixes.contains { interface.hasPrefix($0) }
        return (isLinkLocal ? 4 : isPrivate ? 0 : 2) + (isVirtual ? 1 : 0)
    }
}
