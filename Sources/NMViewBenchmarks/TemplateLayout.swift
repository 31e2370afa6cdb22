/// The layout file of the templates section: a message list whose `templates:` holds one 20-view
/// template, a message cell (a container with 19 subviews of mixed classes: image views, labels,
/// buttons, a switch, a progress view, an activity indicator and plain views), used once by the
/// root. Fixed text, so every run measures the same bytes.
enum TemplateLayout {
    /// The template's name.
    static let templateName = "messageCell"
    /// Views in one copy of the template, the container included.
    static let viewsPerCopy = 20
    /// The view class the file describes.
    static let viewClass = "MessageList"
    /// The path the file is read under; it only appears in diagnostics.
    static let path = "MessageList.nmview.yaml"

    /// The whole file.
    static let yaml = """
        # yaml-language-server: $schema=../Schemas/nmview.schema.json
        nmview: 1
        view: MessageList
        size: {width: 320, height: 480}
        root:
          backgroundColor: "#FFFFFF"
          subviews:
            - {template: messageCell, id: firstMessage, frame: [0, 0, 320, 96]}
        templates:
          messageCell:
            class: UIView
            frame: [0, 0, 320, 96]
            autoresizing: [flexibleWidth]
            backgroundColor: "#FFFFFF"
            subviews:
              - id: avatar
                class: UIImageView
                frame: [12, 12, 40, 40]
                image: avatar-placeholder
                contentMode: scaleAspectFill
                cornerRadius: 20
                clipsToBounds: true
              - id: sender
                class: UILabel
                frame: [64, 10, 180, 20]
                autoresizing: [flexibleWidth]
                text: "Sender"
                font: {name: HelveticaNeue-Bold, size: 16}
                textColor: "#1C1C1E"
              - id: time
                class: UILabel
                frame: [252, 10, 56, 18]
                autoresizing: [flexibleLeftMargin]
                text: "12:00"
                font: {name: HelveticaNeue, size: 13}
                textColor: "#8E8E93"
                textAlignment: right
              - id: subject
                class: UILabel
                frame: [64, 32, 200, 18]
                autoresizing: [flexibleWidth]
                text: "Subject"
                font: {name: HelveticaNeue, size: 14}
              - id: preview
                class: UILabel
                frame: [64, 52, 200, 34]
                autoresizing: [flexibleWidth]
                text: "The first lines of the message"
                font: {name: HelveticaNeue, size: 13}
                textColor: "#8E8E93"
                numberOfLines: 2
              - id: unreadDot
                class: UIView
                frame: [2, 28, 8, 8]
                backgroundColor: "#007AFF"
                cornerRadius: 4
              - id: flag
                class: UIImageView
                frame: [272, 32, 16, 16]
                autoresizing: [flexibleLeftMargin]
                image: flag
                hidden: true
              - id: attachment
                class: UIImageView
                frame: [292, 32, 16, 16]
                autoresizing: [flexibleLeftMargin]
                image: paperclip
                hidden: true
              - id: reply
                class: UIButton
                frame: [264, 52, 20, 20]
                autoresizing: [flexibleLeftMargin]
                image: reply
                actions: {touchUpInside: replyTapped}
              - id: forward
                class: UIButton
                frame: [288, 52, 20, 20]
                autoresizing: [flexibleLeftMargin]
                image: forward
                actions: {touchUpInside: forwardTapped}
              - id: archive
                class: UIButton
                frame: [264, 74, 20, 20]
                autoresizing: [flexibleLeftMargin]
                image: archive
                actions: {touchUpInside: archiveTapped}
              - id: star
                class: UIButton
                frame: [288, 74, 20, 20]
                autoresizing: [flexibleLeftMargin]
                image: star
                selected: false
                actions: {touchUpInside: starTapped}
              - id: mute
                class: UISwitch
                frame: [12, 60, 40, 24]
                on: false
                hidden: true
                actions: {valueChanged: muteChanged}
              - id: download
                class: UIProgressView
                frame: [64, 88, 200, 2]
                autoresizing: [flexibleWidth]
                progress: 0.3
                hidden: true
              - id: sending
                class: UIActivityIndicatorView
                frame: [22, 62, 20, 20]
                hidesWhenStopped: true
              - id: count
                class: UILabel
                frame: [40, 44, 16, 16]
                text: "3"
                font: {name: HelveticaNeue-Bold, size: 11}
                textColor: "#FFFFFF"
                textAlignment: center
                backgroundColor: "#FF3B30"
                cornerRadius: 8
              - id: label
                class: UILabel
                frame: [200, 32, 60, 16]
                autoresizing: [flexibleLeftMargin]
                text: "Work"
                font: {name: HelveticaNeue, size: 11}
                textColor: "#007AFF"
              - id: highlight
                class: UIView
                frame: [0, 0, 320, 96]
                autoresizing: [flexibleWidth, flexibleHeight]
                backgroundColor: "#F2F2F7"
                alpha: 0
              - id: separator
                class: UIView
                frame: [64, 95, 256, 1]
                autoresizing: [flexibleWidth, flexibleTopMargin]
                backgroundColor: "#C6C6C8"
        outlets: [firstMessage]

        """
}
