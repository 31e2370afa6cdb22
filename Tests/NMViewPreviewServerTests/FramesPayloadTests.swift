import Foundation
import Testing

@testable import NMViewPreviewServer

/// `/api/frames` is written without `JSONEncoder`; these hold it to the encoder's bytes.
@Suite("Frames payload")
struct FramesPayloadTests {
    @Test("written directly, it has the bytes JSONEncoder gives, awkward numbers and names included")
    func matchesTheEncoder() throws {
        let awkward: [[Double]] = [
            [0, 0, 320, 480], [-0.0, -17, 0.5, 12.345], [1e15, -1e15, 0.001, 1e-3 * 7],
            [9_007_199_254_740_993, 123_456.789, -0.125, 2.5e-3], [1e300, 4.0, 16, 0.1 + 0.2],
        ]
        for layout in ["primary", "wide \"quoted\" \\ one", "ünïcødé ✓", "tab\tand\nnewline"] {
            for frames in [awkward, [], [[1, 2, 3, 4]]] {
                let payload = FramesPayload(layout: layout, frames: frames)
                let direct = try payload.json()
                #expect(direct == (try JSONCoding.encode(payload)), "\(String(decoding: direct, as: UTF8.self))")
            }
        }
    }

    @Test("a frame that is not finite is refused, as the encoder refuses it")
    func refusesNonFiniteNumbers() {
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try FramesPayload(layout: "primary", frames: [[0, 0, bad, 1]]).json() }
        }
    }
}
