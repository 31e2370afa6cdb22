import Testing
import UIKit

/// Controls and content views keep their values as UIKit documents: a slider's value within its
/// range, a progress within 0…1, a segmented control's selection among its segments, and the
/// defaults of labels, image views and text views.
@MainActor @Suite(.interfaceCheck) struct ControlValueTests {
    /// (minimum, maximum, value set, value kept)
    nonisolated static let sliderValues: [(Float, Float, Float, Float)] = [
        (0, 1, 0.5, 0.5), (0, 1, -3, 0), (0, 1, 7, 1), (10, 20, 15, 15), (10, 20, 0, 10), (-5, 5, 9, 5),
    ]

    @Test(arguments: 0..<sliderValues.count)
    func aSliderPinsItsValueToItsRange(_ index: Int) {
        let (minimum, maximum, value, kept) = Self.sliderValues[index]
        let slider = UISlider()
        slider.maximumValue = maximum
        slider.minimumValue = minimum
        slider.value = value
        #expect(slider.value == kept)
        slider.setValue(value, animated: true)
        #expect(slider.value == kept)
    }

    @Test func movingAnEndOfTheRangeRepinsTheValue() {
        let slider = UISlider()
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0)
        slider.value = 0.8
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 0.7
        #expect(slider.value == 0.7 && slider.maximumValue == 0.7)
        slider.maximumValue = 0.2
        #expect(slider.minimumValue == 0.2 && slider.value == 0.2)
        // The value set is recorded as given; the slider keeps the pinned one.
        slider.value = 99
        #expect(InterfaceRecorder.log.last("UISlider.value", on: slider)?.value as? Float == 99)
    }

    @Test func progressIsPinnedToZeroThroughOne() {
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progress = 1.5
        #expect(progress.progress == 1)
        progress.setProgress(-1, animated: false)
        #expect(progress.progress == 0)
        #expect(progress.progressViewStyle == .bar)
    }

    @Test func segmentsAreInsertedBeforeTheIndexAndPinnedToTheEnd() {
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.insertSegment(withTitle: "Zero", at: 0, animated: false)
        segments.insertSegment(withTitle: "Last", at: 42, animated: true)
        #expect(segments.numberOfSegments == 4)
        #expect((0..<4).map { segments.titleForSegment(at: $0) } == ["Zero", "One", "Two", "Last"])
        #expect(segments.titleForSegment(at: 4) == nil)
    }

    @Test func noSegmentIsMinusOneAndTheDefault() {
        let segments = UISegmentedControl(frame: .zero)
        #expect(UISegmentedControl.noSegment == -1 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.insertSegment(withTitle: "A", at: 0, animated: false)
        segments.selectedSegmentIndex = 0
        #expect(segments.selectedSegmentIndex == 0)
        segments.removeAllSegments()
        #expect(segments.numberOfSegments == 0 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// An activity indicator hides itself while stopped; UIKit's doing, so not recorded.
    @Test func anActivityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.style == .large && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        #expect(InterfaceRecorder.log.events("UIView.isHidden", on: spinner).map { $0.value as? Bool } == [false])
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    }

    @Test func aSwitchTurnsOn() {
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }

    /// A state without a title of its own shows the normal state's; the title label follows.
    @Test func aButtonFallsBackToTheNormalTitle() throws {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system && UIButton().buttonType == .custom)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.title(for: .highlighted) == "Follow")
        let label = try #require(button.titleLabel)
        #expect(label.text == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following" && label.text == "Following")
        #expect(button.state == .selected)
    }

    @Test func labelsAndImageViewsIgnoreTouchesByDefault() {
        #expect(UIView().isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        #expect(UILabel().contentMode == .redraw)
    }

    @Test func textFieldsAndTextViewsStartEmpty() {
        let field = UITextField()
        #expect(field.text == "" && field.placeholder == nil && field.keyboardType == .default)
        field.text = nil
        #expect(field.text == "")
        let view = UITextView()
        #expect(view.text == "" && view.isEditable && view.isSelectable)
    }
}
