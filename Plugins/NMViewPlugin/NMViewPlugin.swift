import Foundation
import PackagePlugin

/// Lints the `*.nmview.yaml`, `*.nmview.yml` and `*.nmview.json` files of the target it is
/// applied to, compiles each into `<file name>.layout.json`, a resource of the target, and
/// generates its Swift, `<file name>+Layout.swift`, compiled into the target. The target's asset
/// catalogs are named to nmview (`--assets`), so layouts may name their colour sets.
@main
struct NMViewPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url)
        return try LayoutCompileCommand.commands(
            layouts: LayoutCompileCommand.layouts(in: files), catalogs: LayoutCompileCommand.catalogs(in: files),
            tool: context.tool(named: "nmview").url, directory: context.pluginWorkDirectoryURL,
            module: module.moduleName)
    }
}
