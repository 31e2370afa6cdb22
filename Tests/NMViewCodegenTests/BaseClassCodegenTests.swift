import Foundation
import NMViewCodegen
import NMViewTestSupport
import Testing

/// A class of the app's own written with a base gets a check in the generated code that compiles
/// only when the class is a subclass of that base, as lint and the preview assume.
@Suite(.timeLimit(.minutes(2))) struct BaseClassCodegenTests {
    static var layout: MarkedSource {
        MarkedSource(
        """
        nmview: 1
        view: Card
        size: {width: 320, height: 200}
        root:
          subviews:
            - {id: title, class: PaddedLabel, base: UILabel, frame: [0, 0, 320, 40], text: Hi}
            - {id: other, class: PaddedLabel, base: UILabel, frame: [0, 40, 320, 40]}
            - {id: plain, class: UILabel, base: UILabel, frame: [0, 80, 320, 40]}
            - {template: chip, id: first}
        templates:
          chip: {class: Charts.ChipButton, base: UIButton, frame: [0, 120, 80, 40]}
        outlets: [title]

        """)
    }

    static func source() throws -> String {
        let interface = try LayoutInterfaceTests.interface(Self.layout, file: "Card.nmview.yaml")
        return SwiftInterfaceWriter().source(for: interface)
    }

    @Test func eachClassOfYourOwnIsHeldToItsBaseOnce() throws {
        let source = try Self.source()
        #expect(source.contains(
            """
                private static func baseClassCheck(_ view: Charts.ChipButton) -> UIButton { view }
                private static func baseClassCheck(_ view: PaddedLabel) -> UILabel { view }

            """))
        #expect(source.components(separatedBy: "baseClassCheck(").count == 3, "a UIKit class with its own base needs none")
        #expect(source.contains("import Charts\n"))
    }

    /// The generated check, compiled by `swiftc` beside stand-ins of the classes it names: it
    /// builds when PaddedLabel is a label and fails when it is not.
    @Test(arguments: [("UILabel", true), ("UIView", false)])
    func theCheckFailsToCompileForAClassThatIsNotItsBase(superclass: String, compiles: Bool) async throws {
        let source = try Self.source()
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let check = lines.filter { $0.contains("baseClassCheck(_ view: PaddedLabel)") }.joined(separator: "\n")
        #expect(!check.isEmpty)
        let program = """
            class UIView {}
            class UILabel: UIView {}
            final class Card: UIView {}
            final class PaddedLabel: \(superclass) {}
            extension Card {
            \(check)
            }

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nmview-base-\(UUID()).swift")
        try Data(program.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, errors) = try await offThePool { () throws -> (Int32, String) in
            let child = try SpawnedChild(
                executable: "/usr/bin/env", arguments: ["swiftc", "-typecheck", file.path],
                directory: FileManager.default.temporaryDirectory.path, environment: ProcessInfo.processInfo.environment)
            let (status, _, errors) = child.finish()
            return (status, String(decoding: errors, as: UTF8.self))
        }
        #expect((status == 0) == compiles, "\(errors)")
        if !compiles { #expect(errors.contains("'PaddedLabel'") && errors.contains("'UILabel'"), "\(errors)") }
    }
}
