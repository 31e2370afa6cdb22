/// A target whose only purpose is its broken layout file.
public enum BadLayouts {}
