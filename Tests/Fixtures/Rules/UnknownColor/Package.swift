// swift-tools-version:5.9
// Marks this folder as a project's root, as an app's package would: nmview looks for the asset
// catalogs of a layout from the nearest such folder down, and none above it.
import PackageDescription

let package = Package(name: "UnknownColor")
