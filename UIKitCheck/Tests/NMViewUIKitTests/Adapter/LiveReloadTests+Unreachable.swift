import Foundation
import NMViewEngine
import NMViewLiveReload
import NMViewUIKitUnderCheck
import Testing
import UIKit

/// The red box over a followed view when the client cannot reach its server: what failed, the URL
/// tried and the fix, for every reason; gone once the client connects.
extension LiveReloadTests {
    static let tried = "http://192.168.1.20:5757/s/<token>/events"

    /// What the box says for each reason, word for word.
    static let expectedBoxes: [ServerUnreachable.Reason: String] = [
        .refused: "error: nothing answers at '\(tried)' (connection refused): start 'nmview watch --serve' on the Mac (on a device 'nmview watch --lan') and check NMVIEW_SERVER [live-reload]",
        .timedOut: "error: '\(tried)' did not answer in time: check that the device and the Mac share a network and that NMVIEW_SERVER is the address 'nmview watch --lan' printed [live-reload]",
        .insecureHTTPBlocked: "error: App Transport Security refused plain http to '\(tried)': set NSAppTransportSecurity → NSAllowsLocalNetworking to YES in the debug build's Info.plist [live-reload]",
        .localNetworkDenied: "error: the app may not reach the local network at '\(tried)': allow it in Settings → Privacy & Security → Local Network, and give the debug build's Info.plist an NSLocalNetworkUsageDescription [live-reload]",
        .wrongToken: "error: the preview at '\(tried)' refused this app (401): set NMVIEW_SERVER to the URL 'nmview watch --lan' printed, with its token [live-reload]",
        .wrongName: "error: the preview at '\(tried)' does not answer to that name (421): use the address 'nmview watch --lan' printed [live-reload]",
        .unknownHost: "error: no host is named as in '\(tried)': check NMVIEW_SERVER [live-reload]",
        .notThePreview: "error: '\(tried)' answered 404 without an event stream, not the preview's events: start 'nmview watch --serve' on the Mac (on a device 'nmview watch --lan') and check NMVIEW_SERVER [live-reload]",
        .misconfigured: "error: NMVIEW_SERVER is not an http URL: 'mac.local:5757' [live-reload]",
        .failed: "error: cannot reach '\(tried)' (the network connection was lost): start 'nmview watch --serve' on the Mac (on a device 'nmview watch --lan') and check NMVIEW_SERVER [live-reload]",
    ]

    static func detail(for reason: ServerUnreachable.Reason) -> String? {
        switch reason {
        case .wrongToken: "401"
        case .notThePreview: "404 without an event stream"
        case .misconfigured: "mac.local:5757"
        case .failed: "the network connection was lost"
        default: nil
        }
    }

    func liveReloadBoxes(over view: UIView) -> [UILabel] {
        view.subviews.compactMap { $0 as? UILabel }.filter { $0.accessibilityIdentifier == "NMView.liveReload" }
    }

    @Test(arguments: ServerUnreachable.Reason.allCases)
    func theBoxSaysWhatFailedTheURLAndTheFix(_ reason: ServerUnreachable.Reason) async throws {
        TestLayouts.use(["Ticket": Self.ticket(width: 100)])
        let ticket = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }

        let failure = ServerUnreachable(reason, url: Self.tried, detail: Self.detail(for: reason))
        await source.deliver([failure.diagnostic], for: "Ticket")
        await settle()
        let boxes = liveReloadBoxes(over: ticket)
        #expect(boxes.count == 1)
        #expect(boxes.first?.text == Self.expectedBoxes[reason], "\(boxes.first?.text ?? "no box")")
    }

    @Test func theBoxGoesWhenTheClientConnects() async throws {
        TestLayouts.use(["Ticket": Self.ticket(width: 100)])
        let first = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let second = Ticket(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = HandSource()
        NMView.enableLiveReload(source)
        defer { NMView.disableLiveReload() }

        let refused = ServerUnreachable(.refused, url: Self.tried)
        await source.deliver([refused.diagnostic], for: "Ticket")
        await settle()
        #expect(liveReloadBoxes(over: first).count == 1 && liveReloadBoxes(over: second).count == 1)
        // On connect the client clears each class's problems with an empty list, then delivers.
        await source.deliver([], for: "Ticket")
        await source.deliver(CompiledLayout(Self.ticket(width: 180)), for: "Ticket")
        await settle()
        #expect(liveReloadBoxes(over: first).isEmpty && liveReloadBoxes(over: second).isEmpty)
        #expect(first.outlet("title")?.frame.width == 180)
    }
}
