/// A current-format xib of `views` views, as Interface Builder writes one: a 320×(height) root
/// with labels, buttons, image views and containers of them, each with a frame, an autoresizing
/// mask and the attributes IB writes for it (fonts, colours, text, states). Seeded, so every run
/// imports the same bytes.
struct XIBGenerator {
    private var random = SeededGenerator(seed: 0x5849_4221)
    private var lines: [String] = []
    private var made = 0
    private var nextID = 0

    /// The xib's text.
    static func xib(views: Int) -> String {
        var generator = XIBGenerator()
        return generator.write(views: views)
    }

    private mutating func write(views: Int) -> String {
        let rows = (views + 3) / 4
        let height = 24 + rows * 36
        lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" colorMatched="YES">"#,
            #"    <device id="retina6_12" orientation="portrait" appearance="light"/>"#,
            "    <objects>",
            #"        <view contentMode="scaleToFill" id="\#(identifier())" customClass="Generated" customModule="Bench" customModuleProvider="target">"#,
            #"            <rect key="frame" x="0.0" y="0.0" width="320" height="\#(height)"/>"#,
            #"            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
            "            <subviews>",
        ]
        var row = 0
        while made < views {
            let y = 12 + row * 36
            if random.next() % 5 == 0, views - made >= 4 {
                container(y: y, children: min(3, views - made - 1), indent: "                ")
            } else {
                leaf(x: 20, y: y, width: 280, indent: "                ")
            }
            row += 1
        }
        lines += [
            "            </subviews>",
            #"            <color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
            "        </view>",
            "    </objects>",
            "    <resources>",
            #"        <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#,
            "    </resources>",
            "</document>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A plain view holding `children` leaves side by side.
    private mutating func container(y: Int, children: Int, indent: String) {
        made += 1
        lines += [
            #"\#(indent)<view contentMode="scaleToFill" id="\#(identifier())">"#,
            #"\#(indent)    <rect key="frame" x="20" y="\#(y)" width="280" height="32"/>"#,
            #"\#(indent)    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>"#,
            "\(indent)    <subviews>",
        ]
        let width = 280 / max(children, 1)
        for index in 0..<children {
            leaf(x: index * width, y: 0, width: width - 4, indent: indent + "        ", height: 32)
        }
        lines += ["\(indent)    </subviews>", "\(indent)</view>"]
    }

    /// A label, button or image view.
    private mutating func leaf(x: Int, y: Int, width: Int, indent: String, height: Int = 32) {
        made += 1
        let id = identifier()
        let frame = #"\#(indent)    <rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
        let mask = #"\#(indent)    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>"#
        switch random.next() % 3 {
        case 0:
            lines += [
                #"\#(indent)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label \#(made)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\#(id)">"#,
                frame, mask,
                #"\#(indent)    <fontDescription key="fontDescription" type="system" pointSize="\#(13 + random.next() % 6)"/>"#,
                #"\#(indent)    <color key="textColor" systemColor="labelColor"/>"#,
                #"\#(indent)    <nil key="highlightedColor"/>"#,
                "\(indent)</label>",
            ]
        case 1:
            lines += [
                #"\#(indent)<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\#(id)">"#,
                frame, mask,
                #"\#(indent)    <state key="normal" title="Button \#(made)"/>"#,
                "\(indent)</button>",
            ]
        default:
            lines += [
                #"\#(indent)<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="icon-\#(made % 7)" id="\#(id)">"#,
                frame, mask,
                "\(indent)</imageView>",
            ]
        }
    }

    /// An IB-style object id: `Abc-1d-xyz`.
    private mutating func identifier() -> String {
        nextID += 1
        let letters = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ")
        func pick(_ count: Int) -> String { String((0..<count).map { _ in letters[Int(random.next() % UInt64(letters.count))] }) }
        return "\(pick(3))-\(nextID % 10)\(pick(1))-\(pick(3))"
    }
}
