import NMViewModel
import NMViewPreview
import Testing

/// Safe-area insets as `--safe-area` and the preview's `safeArea` parameter write them: top,
/// left, bottom, right, each a finite number of 0 or more.
@Suite struct EdgeInsetsListTests {
    @Test(arguments: [
        ("59,0,34,0", EdgeInsets(top: 59, bottom: 34)),
        ("0,59,21,59", EdgeInsets(left: 59, bottom: 21, right: 59)),
        // UIEdgeInsets's order: the second is the left, the fourth the right.
        ("1,2,3,4", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
        (" 20 , 0, 0 ,0 ", EdgeInsets(top: 20)),
        ("0.5,0,1e1,0", EdgeInsets(top: 0.5, bottom: 10)),
        ("0,0,0,0", EdgeInsets.zero),
    ])
    func fourNumbersAreRead(_ text: String, _ insets: EdgeInsets) {
        #expect(EdgeInsets(list: text) == insets)
    }

    @Test(arguments: ["", "59", "59,0,34", "59,0,34,0,0", "59,,34,0", "-1,0,0,0", "nan,0,0,0", "inf,0,0,0", "59;0;34;0", "a,b,c,d", "59 0 34 0"])
    func anythingElseIsRefused(_ text: String) {
        #expect(EdgeInsets(list: text) == nil)
    }
}
