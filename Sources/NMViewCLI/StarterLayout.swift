/// The file `nmview init` writes: one label, a portrait design size and a landscape alternative.
struct StarterLayout {
    var name: String
    var schema: String

    var text: String {
        """
        # yaml-language-server: $schema=\(schema)
        nmview: 1
        view: \(name)
        size: {width: 320, height: 480}
        root:
          backgroundColor: systemBackground
          subviews:
            - id: title
              class: UILabel
              frame: [20, 20, 280, 24]
              autoresizing: [flexibleWidth, flexibleBottomMargin]
              text: \(name)
              font: {textStyle: headline}
        layouts:
          - name: landscape
            size: {width: 480, height: 320}
            subviews:
              - {id: title, frame: [20, 20, 440, 24]}

        """
    }
}
