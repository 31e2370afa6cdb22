// The Xcode-project form of the plugin: the same command over the target's input files. Only
// Xcode provides XcodeProjectPlugin, so this is compiled there and nowhere else (not on Linux,
// where the project is built and tested); it is kept this thin on purpose.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

extension NMViewPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try LayoutCompileCommand.commands(
            layouts: LayoutCompileCommand.layouts(in: files), catalogs: LayoutCompileCommand.catalogs(in: files),
            tool: context.tool(named: "nmview").url, directory: context.pluginWorkDirectoryURL,
            // Xcode does not tell the plugin the target's module; classes written with a module
            // are then imported, which warns for the target's own.
            module: nil)
    }
}
#endif
