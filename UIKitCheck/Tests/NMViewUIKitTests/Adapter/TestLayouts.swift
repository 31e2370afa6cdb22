@testable import ExampleViews
import Foundation
import NMViewEngine
import NMViewModel
import NMViewUIKitUnderCheck
import UIKit

/// The layouts the adapter tests load: the shipped examples as `nmview compile` writes them (the
/// golden files CI keeps equal to a fresh compile of `Examples/`), and layouts written here.
enum TestLayouts {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where the compiled examples are.
    static let compiledExamples = repository.appendingPathComponent("Tests/Fixtures/Compile/Examples")

    /// A library with the compiled examples and `extra` layouts by class name.
    struct Library: LayoutLibrary {
        let examples = CompiledLayoutDirectory(directory: TestLayouts.compiledExamples)
        let extra: [String: CompiledLayout]

        func layout(for viewClass: String) throws -> CompiledLayout {
            if let layout = extra[viewClass] { return layout }
            return try examples.layout(for: viewClass)
        }
    }

    /// Layouts written in these tests, by the class that loads them.
    nonisolated(unsafe) static var extra: [String: CompiledLayout] = [:]

    /// Makes every NMView load from the examples and `layouts`; tests run on the main actor, one
    /// at a time, so each sets what it needs before it makes its views.
    @MainActor
    static func use(_ layouts: [String: LayoutDocument] = [:]) {
        for (name, document) in layouts { extra[name] = CompiledLayout(document) }
        NMView.library = Library(extra: extra)
        // The examples' own classes, registered as an app does where there is no Objective-C runtime.
        NMView.register(InsetLabel.self) { InsetLabel(frame: $0) }
    }

    /// A colour as its components in light mode, rounded, for comparisons and messages.
    static func describe(_ color: UIColor?) -> String {
        guard let color else { return "nil" }
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { String(format: "%.3f", Double($0)) }.joined(separator: " ")
    }
}
