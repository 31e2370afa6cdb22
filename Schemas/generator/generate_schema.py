#!/usr/bin/env python3
"""Generates the nmview layout format's schema and the Swift declarations of its view properties.

Schemas/nmview.schema.json is the JSON Schema (draft-07) of the format; Sources/NMViewModel/Generated/
ViewProperty.swift declares the same view properties, and the enumerations of their values, to Swift.

    Schemas/generator/generate_schema.py            # writes both
    Schemas/generator/generate_schema.py --check    # exits 1 when a committed file is stale (CI)

Every property is described once, in the tables below; the emit functions turn them into one
closed object schema per view class, the template instance, the root view and the alternative
layouts' nodes, and render_swift (with swift_source.py) into the Swift enum code switches over.
Standard library only.
"""

import argparse
import difflib
import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import swift_source

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Schemas" / "nmview.schema.json"
SCHEMA_ID = "https://nmview.dev/schemas/v1/nmview.schema.json"

# ==============================================================================================
# Patterns: the portable subset JavaScript, Python and Java all read the same way.
# ==============================================================================================

IDENTIFIER = r"^[A-Za-z_][A-Za-z0-9_]*$"
CLASS_NAME = r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"
SELECTOR = r"^[A-Za-z_][A-Za-z0-9_]*(:([A-Za-z_][A-Za-z0-9_]*:)*)?$"
# An id as compile names views: identifiers joined by dots inside template copies (key1.label).
OUTLET = r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"
HEX_COLOR = r"^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
# A colour set's name starts with a letter, a digit or _, so it is never a hexadecimal colour (#) and
# the schema's patterns stay decidable on ASCII bytes.
ASSET_COLOR_NAME = r"^[A-Za-z0-9_]"
# How SF Symbols names its symbols: lowercase words and numbers joined by dots (bell.fill, 01.circle).
SYMBOL_NAME = r"^[a-z0-9]+(\.[a-z0-9]+)*$"
EXTENSION_KEY = r"^x-"

# ==============================================================================================
# Enumerations: (value, what it means).
# ==============================================================================================

COLOR_NAMES = [
    ("clear", "Fully transparent (UIColor.clear)."),
    ("black", "Black (UIColor.black)."),
    ("white", "White (UIColor.white)."),
    ("gray", "Grey, 50% white (UIColor.gray)."),
    ("darkGray", "Dark grey, 33% white (UIColor.darkGray)."),
    ("lightGray", "Light grey, 67% white (UIColor.lightGray)."),
    ("red", "Red (UIColor.red)."),
    ("green", "Green (UIColor.green)."),
    ("blue", "Blue (UIColor.blue)."),
    ("cyan", "Cyan (UIColor.cyan)."),
    ("yellow", "Yellow (UIColor.yellow)."),
    ("magenta", "Magenta (UIColor.magenta)."),
    ("orange", "Orange (UIColor.orange)."),
    ("purple", "Purple (UIColor.purple)."),
    ("brown", "Brown (UIColor.brown)."),
    ("systemRed", "Red that adapts to light and dark mode (UIColor.systemRed)."),
    ("systemGreen", "Green that adapts to light and dark mode (UIColor.systemGreen)."),
    ("systemBlue", "Blue that adapts to light and dark mode (UIColor.systemBlue)."),
    ("systemOrange", "Orange that adapts to light and dark mode (UIColor.systemOrange)."),
    ("systemYellow", "Yellow that adapts to light and dark mode (UIColor.systemYellow)."),
    ("systemPink", "Pink that adapts to light and dark mode (UIColor.systemPink)."),
    ("systemPurple", "Purple that adapts to light and dark mode (UIColor.systemPurple)."),
    ("systemTeal", "Teal that adapts to light and dark mode (UIColor.systemTeal)."),
    ("systemIndigo", "Indigo that adapts to light and dark mode (UIColor.systemIndigo)."),
    ("systemMint", "Mint that adapts to light and dark mode (UIColor.systemMint, iOS 15)."),
    ("systemCyan", "Cyan that adapts to light and dark mode (UIColor.systemCyan, iOS 15)."),
    ("systemBrown", "Brown that adapts to light and dark mode (UIColor.systemBrown)."),
    ("systemGray", "The base adaptive grey (UIColor.systemGray)."),
    ("systemGray2", "Adaptive grey, one step lighter in light mode (UIColor.systemGray2)."),
    ("systemGray3", "Adaptive grey, two steps lighter in light mode (UIColor.systemGray3)."),
    ("systemGray4", "Adaptive grey, three steps lighter in light mode (UIColor.systemGray4)."),
    ("systemGray5", "Adaptive grey, four steps lighter in light mode (UIColor.systemGray5)."),
    ("systemGray6", "Adaptive grey, the lightest in light mode (UIColor.systemGray6)."),
    ("label", "Primary text (UIColor.label)."),
    ("secondaryLabel", "Secondary text (UIColor.secondaryLabel)."),
    ("tertiaryLabel", "Tertiary text (UIColor.tertiaryLabel)."),
    ("quaternaryLabel", "Quaternary text, such as disabled text (UIColor.quaternaryLabel)."),
    ("systemBackground", "The main background of a plain interface (UIColor.systemBackground)."),
    ("secondarySystemBackground", "Content layered on the main background (UIColor.secondarySystemBackground)."),
    ("tertiarySystemBackground", "Content layered on secondary content (UIColor.tertiarySystemBackground)."),
    ("systemGroupedBackground", "The main background of a grouped interface (UIColor.systemGroupedBackground)."),
    ("secondarySystemGroupedBackground",
     "Content layered on a grouped background (UIColor.secondarySystemGroupedBackground)."),
    ("tertiarySystemGroupedBackground",
     "Content layered on secondary grouped content (UIColor.tertiarySystemGroupedBackground)."),
    ("systemFill", "Fill for thin and small shapes (UIColor.systemFill)."),
    ("secondarySystemFill", "Fill for medium-size shapes (UIColor.secondarySystemFill)."),
    ("tertiarySystemFill", "Fill for large shapes (UIColor.tertiarySystemFill)."),
    ("quaternarySystemFill", "Fill for large areas holding complex content (UIColor.quaternarySystemFill)."),
    ("placeholderText", "Placeholder text in controls (UIColor.placeholderText)."),
    ("separator", "Thin, possibly translucent dividers (UIColor.separator)."),
    ("opaqueSeparator", "Opaque dividers (UIColor.opaqueSeparator)."),
    ("link", "Links (UIColor.link)."),
    ("tintColor", "The tint colour inherited from the view hierarchy (UIColor.tintColor, iOS 15)."),
]

CONTENT_MODES = [
    ("scaleToFill", "Stretches the content to the bounds, ignoring its aspect ratio."),
    ("scaleAspectFit", "Scales the content to fit inside the bounds, keeping its aspect ratio."),
    ("scaleAspectFill",
     "Scales the content to fill the bounds, keeping its aspect ratio; the overflow may be clipped."),
    ("redraw", "Redraws the content (draw(_:)) whenever the bounds change."),
    ("center", "Centres the content without scaling it."),
    ("top", "Aligns the content with the top edge, centred horizontally, without scaling it."),
    ("bottom", "Aligns the content with the bottom edge, centred horizontally, without scaling it."),
    ("left", "Aligns the content with the left edge, centred vertically, without scaling it."),
    ("right", "Aligns the content with the right edge, centred vertically, without scaling it."),
    ("topLeft", "Aligns the content with the top-left corner without scaling it."),
    ("topRight", "Aligns the content with the top-right corner without scaling it."),
    ("bottomLeft", "Aligns the content with the bottom-left corner without scaling it."),
    ("bottomRight", "Aligns the content with the bottom-right corner without scaling it."),
]

AUTORESIZING_FLAGS = [
    ("flexibleLeftMargin", "The left margin stretches, so the view keeps its distance to the right edge."),
    ("flexibleWidth", "The width stretches with the superview's width."),
    ("flexibleRightMargin", "The right margin stretches, so the view keeps its distance to the left edge."),
    ("flexibleTopMargin", "The top margin stretches, so the view keeps its distance to the bottom edge."),
    ("flexibleHeight", "The height stretches with the superview's height."),
    ("flexibleBottomMargin", "The bottom margin stretches, so the view keeps its distance to the top edge."),
]

TEXT_ALIGNMENTS = [
    ("left", "Along the left edge (NSTextAlignment.left)."),
    ("center", "Centred (NSTextAlignment.center)."),
    ("right", "Along the right edge (NSTextAlignment.right)."),
    ("justified", "Each full line spread to the width; the last line natural (NSTextAlignment.justified)."),
    ("natural", "Left or right, following the writing direction of the text (NSTextAlignment.natural)."),
]

LINE_BREAK_MODES = [
    ("byWordWrapping", "Wraps at word boundaries."),
    ("byCharWrapping", "Wraps at any character."),
    ("byClipping", "Cuts the text off at the edge."),
    ("byTruncatingHead", "Shows an ellipsis in place of the start of the last line."),
    ("byTruncatingTail", "Shows an ellipsis in place of the end of the last line."),
    ("byTruncatingMiddle", "Shows an ellipsis in place of the middle of the last line."),
]

FONT_WEIGHTS = [
    ("ultraLight", "UIFont.Weight.ultraLight."),
    ("thin", "UIFont.Weight.thin."),
    ("light", "UIFont.Weight.light."),
    ("regular", "UIFont.Weight.regular."),
    ("medium", "UIFont.Weight.medium."),
    ("semibold", "UIFont.Weight.semibold."),
    ("bold", "UIFont.Weight.bold."),
    ("heavy", "UIFont.Weight.heavy."),
    ("black", "UIFont.Weight.black."),
]

# UIImage.SymbolWeight and UIImage.SymbolScale (UIKit/UIImageSymbolConfiguration.h), by their Swift names.
# Each enum's `unspecified` (0) is left out: it is what leaving the key out means.
SYMBOL_WEIGHTS = [
    ("ultraLight", "UIImage.SymbolWeight.ultraLight."),
    ("thin", "UIImage.SymbolWeight.thin."),
    ("light", "UIImage.SymbolWeight.light."),
    ("regular", "UIImage.SymbolWeight.regular."),
    ("medium", "UIImage.SymbolWeight.medium."),
    ("semibold", "UIImage.SymbolWeight.semibold."),
    ("bold", "UIImage.SymbolWeight.bold."),
    ("heavy", "UIImage.SymbolWeight.heavy."),
    ("black", "UIImage.SymbolWeight.black."),
]

SYMBOL_SCALES = [
    ("default", "The scale the system uses for similar content (UIImage.SymbolScale.default)."),
    ("small", "About 20% smaller than medium (UIImage.SymbolScale.small)."),
    ("medium", "The symbol's size beside text of its point size (UIImage.SymbolScale.medium)."),
    ("large", "About 30% larger than medium (UIImage.SymbolScale.large)."),
]

TEXT_STYLES = [
    ("largeTitle", "Large titles (UIFont.TextStyle.largeTitle, 34 pt at the default size)."),
    ("title1", "First-level titles (UIFont.TextStyle.title1, 28 pt)."),
    ("title2", "Second-level titles (UIFont.TextStyle.title2, 22 pt)."),
    ("title3", "Third-level titles (UIFont.TextStyle.title3, 20 pt)."),
    ("headline", "Headings (UIFont.TextStyle.headline, 17 pt semibold)."),
    ("subheadline", "Subheadings (UIFont.TextStyle.subheadline, 15 pt)."),
    ("body", "Body text (UIFont.TextStyle.body, 17 pt)."),
    ("callout", "Callouts (UIFont.TextStyle.callout, 16 pt)."),
    ("footnote", "Footnotes (UIFont.TextStyle.footnote, 13 pt)."),
    ("caption1", "Standard captions (UIFont.TextStyle.caption1, 12 pt)."),
    ("caption2", "Alternate captions (UIFont.TextStyle.caption2, 11 pt)."),
]

BUTTON_TYPES = [
    ("custom", "No system look: the title, images and colours are all yours (UIButton.ButtonType.custom)."),
    ("system", "The system look: a tinted title that dims when touched (UIButton.ButtonType.system)."),
    ("detailDisclosure", "The detail disclosure button (UIButton.ButtonType.detailDisclosure)."),
    ("infoLight", "The info button; the same as infoDark since iOS 7 (UIButton.ButtonType.infoLight)."),
    ("infoDark", "The info button (UIButton.ButtonType.infoDark)."),
    ("contactAdd", "The add-contact (+) button (UIButton.ButtonType.contactAdd)."),
    ("close", "The close (×) button, iOS 13 (UIButton.ButtonType.close)."),
]

BORDER_STYLES = [
    ("none", "No border (UITextField.BorderStyle.none)."),
    ("line", "A thin rectangle (UITextField.BorderStyle.line)."),
    ("bezel", "A bezelled rectangle (UITextField.BorderStyle.bezel)."),
    ("roundedRect", "The rounded rectangle of most text fields (UITextField.BorderStyle.roundedRect)."),
]

KEYBOARD_TYPES = [
    ("default", "The keyboard of the current input method."),
    ("asciiCapable", "A keyboard that types ASCII characters only."),
    ("numbersAndPunctuation", "Numbers and punctuation."),
    ("URL", "Tuned for URLs, with '.', '/' and '.com'."),
    ("numberPad", "The digits 0 to 9."),
    ("phonePad", "The digits with '*', '#' and '+'."),
    ("namePhonePad", "Letters for a name, with a switch to a phone pad."),
    ("emailAddress", "Tuned for email addresses, with '@' and '.'."),
    ("decimalPad", "The digits and the decimal separator."),
    ("twitter", "Tuned for social posts, with '@' and '#'."),
    ("webSearch", "Tuned for search terms and URLs."),
    ("asciiCapableNumberPad", "The ASCII digits 0 to 9 only."),
]

RETURN_KEY_TYPES = [
    ("default", "The key reads 'return'."),
    ("go", "The key reads 'Go'."),
    ("google", "The key reads 'Google', for a web search."),
    ("join", "The key reads 'Join'."),
    ("next", "The key reads 'Next'."),
    ("route", "The key reads 'Route'."),
    ("search", "The key reads 'Search'."),
    ("send", "The key reads 'Send'."),
    ("yahoo", "The key reads 'Yahoo', for a web search."),
    ("done", "The key reads 'Done'."),
    ("emergencyCall", "The key reads 'Emergency Call'."),
    ("continue", "The key reads 'Continue'."),
]

CLEAR_BUTTON_MODES = [
    ("never", "The clear button never shows."),
    ("whileEditing", "The clear button shows while the field is being edited."),
    ("unlessEditing", "The clear button shows while the field is not being edited."),
    ("always", "The clear button shows whenever the field holds text."),
]

# UITextContentType's members as Swift spells them (iOS 17.4 SDK), with the iOS version that added each; the
# raw strings UIKit stores differ (email for emailAddress) and reach only UIKitCheck and import-xib.
# https://developer.apple.com/documentation/uikit/uitextcontenttype
TEXT_CONTENT_TYPES = [
    ("name", "A person's full name (UITextContentType.name)."),
    ("namePrefix", "A prefix or title, such as 'Dr.' (UITextContentType.namePrefix)."),
    ("givenName", "A given (first) name (UITextContentType.givenName)."),
    ("middleName", "A middle name (UITextContentType.middleName)."),
    ("familyName", "A family (last) name (UITextContentType.familyName)."),
    ("nameSuffix", "A suffix, such as 'Jr.' (UITextContentType.nameSuffix)."),
    ("nickname", "A nickname (UITextContentType.nickname)."),
    ("jobTitle", "A job title (UITextContentType.jobTitle)."),
    ("organizationName", "The name of a company or other organization (UITextContentType.organizationName)."),
    ("location", "A place: a point of interest, an address or another way to name one (UITextContentType.location)."),
    ("fullStreetAddress", "A street address that fully identifies a place (UITextContentType.fullStreetAddress)."),
    ("streetAddressLine1", "The first line of a street address (UITextContentType.streetAddressLine1)."),
    ("streetAddressLine2", "The second line of a street address (UITextContentType.streetAddressLine2)."),
    ("addressCity", "A city (UITextContentType.addressCity)."),
    ("addressState", "A state or province (UITextContentType.addressState)."),
    ("addressCityAndState", "A city and its state or province (UITextContentType.addressCityAndState)."),
    ("sublocality", "A part of a city, such as a district (UITextContentType.sublocality)."),
    ("countryName", "A country (UITextContentType.countryName)."),
    ("postalCode", "A postal code (UITextContentType.postalCode)."),
    ("telephoneNumber", "A telephone number (UITextContentType.telephoneNumber)."),
    ("emailAddress", "An email address (UITextContentType.emailAddress)."),
    ("URL", "A URL (UITextContentType.URL)."),
    ("creditCardNumber", "A credit card number (UITextContentType.creditCardNumber)."),
    ("username", "An account or login name, which Password AutoFill fills (UITextContentType.username, iOS 11)."),
    ("password", "A password, which Password AutoFill fills (UITextContentType.password, iOS 11)."),
    ("newPassword", "A new password, for which AutoFill suggests a strong one (UITextContentType.newPassword, "
                    "iOS 12)."),
    ("oneTimeCode", "A single-use code, such as one a text message brings (UITextContentType.oneTimeCode, iOS 12)."),
    ("shipmentTrackingNumber", "A parcel tracking number (UITextContentType.shipmentTrackingNumber, iOS 15)."),
    ("flightNumber", "An airline flight number (UITextContentType.flightNumber, iOS 15)."),
    ("dateTime", "A date, a time or a duration (UITextContentType.dateTime, iOS 15)."),
    ("birthdate", "A full birth date (UITextContentType.birthdate, iOS 17)."),
    ("birthdateDay", "The day of a birth date (UITextContentType.birthdateDay, iOS 17)."),
    ("birthdateMonth", "The month of a birth date (UITextContentType.birthdateMonth, iOS 17)."),
    ("birthdateYear", "The year of a birth date (UITextContentType.birthdateYear, iOS 17)."),
    ("creditCardSecurityCode", "A credit card's security code (UITextContentType.creditCardSecurityCode, iOS 17)."),
    ("creditCardName", "The name on a credit card (UITextContentType.creditCardName, iOS 17)."),
    ("creditCardGivenName", "The given name on a credit card (UITextContentType.creditCardGivenName, iOS 17)."),
    ("creditCardMiddleName", "The middle name on a credit card (UITextContentType.creditCardMiddleName, iOS 17)."),
    ("creditCardFamilyName", "The family name on a credit card (UITextContentType.creditCardFamilyName, iOS 17)."),
    ("creditCardExpiration", "A credit card's expiration date (UITextContentType.creditCardExpiration, iOS 17)."),
    ("creditCardExpirationMonth", "The month of a credit card's expiration date "
                                  "(UITextContentType.creditCardExpirationMonth, iOS 17)."),
    ("creditCardExpirationYear", "The year of a credit card's expiration date "
                                 "(UITextContentType.creditCardExpirationYear, iOS 17)."),
    ("creditCardType", "The type of a credit card, such as Visa (UITextContentType.creditCardType, iOS 17)."),
    ("cellularEID", "An eSIM's EID number (UITextContentType.cellularEID, iOS 17.4)."),
    ("cellularIMEI", "An eSIM's IMEI number (UITextContentType.cellularIMEI, iOS 17.4)."),
]

AUTOCAPITALIZATION_TYPES = [
    ("none", "Nothing is capitalized (UITextAutocapitalizationType.none)."),
    ("words", "The first letter of each word (UITextAutocapitalizationType.words)."),
    ("sentences", "The first letter of each sentence (UITextAutocapitalizationType.sentences)."),
    ("allCharacters", "Every letter (UITextAutocapitalizationType.allCharacters)."),
]

AUTOCORRECTION_TYPES = [
    ("default", "What the input method and the user's settings choose (UITextAutocorrectionType.default)."),
    ("no", "Off (UITextAutocorrectionType.no)."),
    ("yes", "On (UITextAutocorrectionType.yes)."),
]

SPELL_CHECKING_TYPES = [
    ("default", "On when autocorrection is (UITextSpellCheckingType.default)."),
    ("no", "Off (UITextSpellCheckingType.no)."),
    ("yes", "On: misspelled words are underlined (UITextSpellCheckingType.yes)."),
]

ACCESSORY_TYPES = [
    ("none", "No accessory (UITableViewCell.AccessoryType.none)."),
    ("disclosureIndicator", "A chevron: the row leads to more (UITableViewCell.AccessoryType.disclosureIndicator)."),
    ("detailDisclosureButton", "An info button and a chevron "
                               "(UITableViewCell.AccessoryType.detailDisclosureButton)."),
    ("checkmark", "A checkmark: the row is chosen (UITableViewCell.AccessoryType.checkmark)."),
    ("detailButton", "An info button, which tells the table's delegate when tapped "
                     "(UITableViewCell.AccessoryType.detailButton)."),
]

SELECTION_STYLES = [
    ("none", "The cell does not change when selected (UITableViewCell.SelectionStyle.none)."),
    ("blue", "The system's selection background; grey since iOS 7 (UITableViewCell.SelectionStyle.blue)."),
    ("gray", "A grey selection background (UITableViewCell.SelectionStyle.gray)."),
    ("default", "The system's selection background (UITableViewCell.SelectionStyle.default)."),
]

ACTIVITY_STYLES = [
    ("medium", "The medium-size spinner (UIActivityIndicatorView.Style.medium)."),
    ("large", "The large spinner (UIActivityIndicatorView.Style.large)."),
]

GRID_DIRECTIONS = [
    ("leftToRightTopToBottom", "Fills a row from left to right, then the next row down."),
    ("topToBottomLeftToRight", "Fills a column from top to bottom, then the next column to the right."),
]

GRID_EXTENSIONS = [
    ("none", "Nothing happens: views that do not fit lie outside the container's bounds."),
    ("nextFullPage", "The container grows by a whole page (its own size) in extensionDirection until all views fit."),
    ("lastItem", "The container grows in extensionDirection just far enough to hold the last view."),
]

GRID_EXTENSION_DIRECTIONS = [
    ("right", "The container grows to the right (its width)."),
    ("down", "The container grows downwards (its height)."),
]

SCROLL_DIRECTIONS = [
    ("vertical", "Items fill a row, then the next row down; the view scrolls up and down."),
    ("horizontal", "Items fill a column, then the next column to the right; the view scrolls sideways."),
]

STACK_AXES = [
    ("horizontal", "The arranged subviews go left to right (NSLayoutConstraint.Axis.horizontal)."),
    ("vertical", "The arranged subviews go top to bottom (NSLayoutConstraint.Axis.vertical)."),
]

STACK_ALIGNMENTS = [
    ("fill", "Each arranged subview fills the stack view across its axis."),
    ("leading", "Along the leading edge across the axis, at its own size (a vertical stack's left)."),
    ("top", "Along the top edge across the axis, at its own size (a horizontal stack's)."),
    ("firstBaseline", "By the first baseline of their text; a horizontal stack only. The preview aligns tops."),
    ("center", "Centred across the axis, at its own size."),
    ("trailing", "Along the trailing edge across the axis, at its own size (a vertical stack's right)."),
    ("bottom", "Along the bottom edge across the axis, at its own size (a horizontal stack's)."),
    ("lastBaseline", "By the last baseline of their text; a horizontal stack only. The preview aligns bottoms."),
]

STACK_DISTRIBUTIONS = [
    ("fill", "At their own sizes along the axis, one stretched or shrunk to fill the stack view by its content "
             "priorities; the preview stretches the last."),
    ("fillEqually", "All of one size along the axis, filling the stack view."),
    ("fillProportionally", "Sized along the axis in proportion to their own sizes, filling the stack view."),
    ("equalSpacing", "At their own sizes, with equal gaps (at least spacing) between them."),
    ("equalCentering", "At their own sizes, with their centres equally far apart."),
]

DOCUMENT_KINDS = [
    ("view", "A view: the layout of an NMView subclass."),
    ("tableCell", "A table view cell: the layout of an NMTableViewCell subclass's contentView."),
    ("collectionCell", "A collection view cell: the layout of an NMCollectionViewCell subclass's contentView."),
    ("controller", "A view controller: the layout of an NMViewController subclass's view; its actions target "
                   "the controller."),
]

LAYOUT_DIRECTIONS = [
    ("mirrored", "Flipped in a right-to-left language (Arabic, Hebrew, Persian, Urdu): each view is placed at the "
                 "superview's width less its x and width, flexible left and right margins swap, natural text "
                 "aligns to the right and grids fill from the right; as written in a left-to-right one."),
    ("fixed", "Laid out as written in every language, as frame-based UIKit views are: for layouts that do not read "
              "in a direction, and for files written before layout directions."),
]

CONTROL_EVENTS = [
    ("touchDown", "A finger touched down inside the control."),
    ("touchDownRepeat", "A second or later finger tap inside the control, as in a double tap."),
    ("touchDragInside", "A finger dragged within the control."),
    ("touchDragOutside", "A finger dragged outside the control's bounds."),
    ("touchDragEnter", "A finger dragged from outside into the control."),
    ("touchDragExit", "A finger dragged from inside out of the control."),
    ("touchUpInside", "A finger lifted inside the control: the usual tap."),
    ("touchUpOutside", "A finger lifted outside the control."),
    ("touchCancel", "The system cancelled the touch."),
    ("valueChanged", "The control's value changed, as a switch, slider or segmented control does."),
    ("primaryActionTriggered", "The control's primary action fired, as a button's tap does."),
    ("editingDidBegin", "Editing began in a text field."),
    ("editingChanged", "The text of a text field changed while editing."),
    ("editingDidEnd", "Editing ended in a text field."),
    ("editingDidEndOnExit", "Editing ended in a text field with the return key."),
]

# ==============================================================================================
# Value shapes: the validation keywords of a value, without its annotations.
# ==============================================================================================


def ref(name):
    return {"$ref": "#/definitions/" + name}


def enum(table):
    return {"type": "string", "enum": [v for v, _ in table], "enumDescriptions": [d for _, d in table]}


STRING = {"type": "string"}
NAME = {"type": "string", "minLength": 1}  # an image asset name, a layout name
BOOLEAN = {"type": "boolean"}
NUMBER = {"type": "number"}
UNIT = {"type": "number", "minimum": 0, "maximum": 1}
LENGTH = {"type": "number", "minimum": 0}
INTEGER = {"type": "integer"}
# Template names (or x- keys) to views.
TEMPLATES_MAP = {
    "type": "object",
    "propertyNames": {
        "title": "Template name",
        "anyOf": [ref("Identifier"), {"type": "string", "pattern": EXTENSION_KEY}],
        "patternErrorMessage": "a template name is an identifier (a letter or '_', then letters, digits or '_'), "
                               "or an x- key"},
    "patternProperties": {EXTENSION_KEY: ref("Extension")},
    "additionalProperties": ref("Node"),
}

# ==============================================================================================
# Properties. `text` is one sentence ending in a period; `uikit`, when given, is appended in
# parentheses (with {cls} replaced by the class that has the property).
# ==============================================================================================

NO_DEFAULT = object()


@dataclass
class Prop:
    name: str
    shape: dict
    text: str
    uikit: str = None
    default: Any = NO_DEFAULT
    examples: list = field(default_factory=list)
    title: str = None


P = Prop

# ---- The document -----------------------------------------------------------------------------

DOCUMENT = [
    P("nmview", {"const": 1}, "Version of the layout format this file is written in; always 1.",
      examples=[1], title="Format version"),
    P("view", ref("Identifier"),
      "Name of the UIView subclass this file describes; when absent, the file's base name "
      "(ProfileCard for ProfileCard.nmview.yaml).", examples=["ProfileCard"], title="View class"),
    P("kind", enum(DOCUMENT_KINDS),
      "What the view class is: a view, a table or collection view cell (the root is its contentView) or a view "
      "controller (the root is its view; actions target the controller); lint checks what each allows and "
      "nmview generate swift picks the base class by it.", default="view", examples=["tableCell"]),
    P("cell", ref("TableCell"),
      "The table view cell's own properties, for a layout of kind tableCell: the root is the cell's contentView, "
      "these belong to the cell around it; lint refuses them on other kinds.",
      examples=[{"accessoryType": "disclosureIndicator", "selectionStyle": "none"}], title="Table view cell"),
    P("size", ref("Size"),
      "Design size of the primary layout: the bounds the frames under root are written for.",
      examples=[{"width": 320, "height": 480}], title="Design size"),
    P("safeArea", ref("SafeArea"),
      "Safe-area insets of the design size (status bar, Dynamic Island, home indicator): where given, the "
      "root's subviews are carried from this safe area to the device's at run time, except those with "
      "ignoresSafeArea; without it they are placed against the bounds.",
      examples=[{"top": 59, "bottom": 34}], title="Safe area"),
    P("layoutDirection", enum(LAYOUT_DIRECTIONS),
      "Whether the layout is mirrored in a right-to-left language (UIView.effectiveUserInterfaceLayoutDirection), "
      "in the primary layout and every alternative; a view with mirrors: false keeps its content as written. "
      "nmview init writes mirrored.", default="fixed", examples=["mirrored"], title="Layout direction"),
    P("root", ref("RootView"),
      "The view the file describes, an instance of the view class: its own properties and its subviews.",
      examples=[{"backgroundColor": "systemBackground", "subviews": [
          {"id": "title", "class": "UILabel", "frame": [20, 20, 280, 24], "text": "Hello"}]}],
      title="Root view"),
    P("layouts", {"type": "array", "items": ref("AlternativeLayout")},
      "Alternative layouts of the same views (landscape, iPad, ...), of which only frames are used; "
      "the view takes the one whose aspect ratio is closest to its bounds, as the original NMView did.",
      examples=[[{"name": "landscape", "size": {"width": 480, "height": 320},
                  "subviews": [{"id": "title", "frame": [20, 20, 440, 24]}]}]],
      title="Alternative layouts"),
    P("templates", TEMPLATES_MAP,
      "Reusable views by name: a node with template: NAME is a copy of one, with its own id, frame "
      "and overrides.",
      examples=[{"key": {"class": "UIButton", "frame": [0, 0, 96, 84], "titleColor": "label"}}]),
    P("outlets", {"type": "array", "items": ref("Outlet"), "uniqueItems": True},
      "Ids of the views exposed to code as outlets: nmview generate swift gives the view class a "
      "typed property for each.",
      examples=[["avatar", "name", "follow"]]),
]

# ---- Every view --------------------------------------------------------------------------------

ID = P("id", ref("Identifier"),
       "Name of the view, unique in the file; outlets and alternative layouts refer to the view by it.",
       examples=["title"], title="ID")
CLASS = P("class", ref("ClassName"),
          "Class of the view: a UIKit class listed here, or your own (ProfileCard, MyModule.Chart), "
          "composed from its own layout file when it has one.",
          default="UIView", examples=["UILabel", "UIButton", "UIImageView", "UIView", "MyModule.Chart"])
FRAME = P("frame", ref("Frame"),
          "Position and size in the superview's coordinates, as [x, y, width, height] or {x, y, width, height}.",
          uikit="UIView.frame", examples=[[20, 20, 280, 24]])
AUTORESIZING = P("autoresizing", ref("AutoresizingMask"),
                 "How the view follows when its superview's bounds change; an empty list keeps its frame as it is.",
                 uikit="UIView.autoresizingMask", examples=[["flexibleWidth", "flexibleBottomMargin"]])
IGNORES_SAFE_AREA = P(
    "ignoresSafeArea", BOOLEAN,
    "Whether this view, a subview of the root, is placed against the root's full bounds when its layout "
    "declares a safeArea (full-bleed backgrounds, images, headers); other root subviews are carried from the "
    "design's safe area to the device's.", default=False, examples=[True], title="Ignores safe area")
MIRRORS = P(
    "mirrors", BOOLEAN,
    "Whether this view's content (its subviews and its text) is mirrored in a right-to-left language when the "
    "layout's layoutDirection is mirrored; false keeps it as written, reading left to right (a media scrubber, a "
    "clock face), while the view itself is still placed by its superview.", uikit="UIView.semanticContentAttribute",
    default=True, examples=[False], title="Mirrors")
OMIT_FROM_LAYOUTS = P(
    "omitFromLayouts", BOOLEAN,
    "Whether alternative layouts leave this view's subviews alone (the original NMViewLayoutOmitSubviewsView); "
    "the view's own frame still follows them.", default=False, examples=[True], title="Omit from layouts")
SUBVIEWS = P("subviews", {"type": "array", "items": ref("Node")},
             "Views inside this one, from back to front.", uikit="UIView.addSubview(_:)",
             examples=[[{"id": "title", "class": "UILabel", "frame": [20, 20, 280, 24], "text": "Hello"}]])
GRID = P("grid", ref("Grid"),
         "Lays this view's subviews out in rows and columns, in the order they are listed, as the original "
         "NMViewGridLayoutManager did; their frames then give only their size.",
         examples=[{"direction": "leftToRightTopToBottom", "viewsPerRow": 3}])

COMMON = [
    ID,
    CLASS,
    FRAME,
    AUTORESIZING,
    P("backgroundColor", ref("Color"), "Colour that fills the view's bounds; clear when absent.",
      uikit="UIView.backgroundColor", examples=["systemBackground"]),
    P("tintColor", ref("Color"),
      "Colour of the view's and its subviews' interactive elements; inherited from the superview when absent.",
      uikit="UIView.tintColor", examples=["systemIndigo"]),
    P("alpha", UNIT, "Opacity of the view and its subviews, from 0 (invisible) to 1 (opaque).",
      uikit="UIView.alpha", default=1, examples=[0.5]),
    P("hidden", BOOLEAN, "Whether the view, and with it its subviews, is hidden.", uikit="UIView.isHidden",
      default=False, examples=[True]),
    P("opaque", BOOLEAN, "Whether the view promises to fill its whole bounds opaquely, so UIKit need not blend it.",
      uikit="UIView.isOpaque", examples=[True]),
    P("tag", INTEGER, "Integer that identifies the view in code.", uikit="UIView.tag", default=0, examples=[1]),
    P("clipsToBounds", BOOLEAN, "Whether subviews are cut off at the view's bounds.",
      uikit="UIView.clipsToBounds", default=False, examples=[True], title="Clips to bounds"),
    P("contentMode", enum(CONTENT_MODES), "How the view's content is laid out when its bounds change.",
      uikit="UIView.contentMode", default="scaleToFill", examples=["scaleAspectFill"]),
    P("userInteractionEnabled", BOOLEAN, "Whether the view and its subviews receive touches.",
      uikit="UIView.isUserInteractionEnabled", default=True, examples=[False]),
    P("cornerRadius", LENGTH, "Radius of the rounded corners of the view's layer, in points.",
      uikit="UIView.layer.cornerRadius", default=0, examples=[8]),
    P("borderWidth", LENGTH, "Width of the border drawn inside the view's layer, in points.",
      uikit="UIView.layer.borderWidth", default=0, examples=[1]),
    P("borderColor", ref("Color"), "Colour of the layer's border.", uikit="UIView.layer.borderColor",
      default="black", examples=["separator"]),
    P("accessibilityIdentifier", STRING, "Identifier UI tests find the view by.",
      uikit="UIView.accessibilityIdentifier", examples=["profile.follow"]),
    P("accessibilityLabel", ref("Text"), "What VoiceOver says for the view.", uikit="UIView.accessibilityLabel",
      examples=["Follow Jane", {"localized": "Follow", "comment": "Spoken for the follow button"}]),
    P("accessibilityHint", ref("Text"),
      "What VoiceOver says after a pause about what using the view does, as a phrase that starts with a verb "
      "(\"Opens the profile\"); nothing when absent.", uikit="UIView.accessibilityHint",
      examples=["Opens Jane's profile"]),
    P("accessibilityElement", BOOLEAN,
      "Whether VoiceOver and the other assistive technologies reach the view as one element, which then needs an "
      "accessibilityLabel when it shows no text; when absent UIKit decides: controls, labels and text views are "
      "elements, image views and plain views are not.",
      uikit="UIView.isAccessibilityElement", examples=[True], title="Accessibility element"),
    SUBVIEWS,
    GRID,
    OMIT_FROM_LAYOUTS,
    IGNORES_SAFE_AREA,
    MIRRORS,
]

# ---- Shared by several classes ({cls} is the class that has the property) ----------------------

TEXT = P("text", ref("Text"), "Text the view shows.", uikit="{cls}.text",
         examples=["Hello", {"localized": "Hello", "comment": "Greeting on the welcome screen"}])
FONT = P("font", ref("Font"), "Font of the view's text; the system font when absent.", uikit="{cls}.font",
         examples=[{"name": "HelveticaNeue-Bold", "size": 17}])
TEXT_COLOR = P("textColor", ref("Color"), "Colour of the view's text.", uikit="{cls}.textColor",
               examples=["secondaryLabel"])
TEXT_ALIGNMENT = P("textAlignment", enum(TEXT_ALIGNMENTS), "Horizontal alignment of the text.",
                   uikit="{cls}.textAlignment", default="natural", examples=["center"])
# The text input traits (UITextInputTraits), which text fields and text views both adopt.
KEYBOARD_TYPE = P("keyboardType", enum(KEYBOARD_TYPES), "Keyboard shown while the text is edited.",
                  uikit="{cls}.keyboardType", default="default", examples=["emailAddress"])
RETURN_KEY_TYPE = P("returnKeyType", enum(RETURN_KEY_TYPES), "What the keyboard's return key reads.",
                    uikit="{cls}.returnKeyType", default="default", examples=["done"])
TEXT_CONTENT_TYPE = P(
    "textContentType", enum(TEXT_CONTENT_TYPES),
    "What the text is, so that AutoFill and the keyboard's suggestions can offer it (a username, a new password, a "
    "one-time code); nothing is said when absent, and a type newer than the device's iOS is left out there.",
    uikit="{cls}.textContentType", examples=["username"])
AUTOCAPITALIZATION_TYPE = P(
    "autocapitalizationType", enum(AUTOCAPITALIZATION_TYPES),
    "Which letters the keyboard capitalizes by itself; number and phone pads ignore it.",
    uikit="{cls}.autocapitalizationType", default="sentences", examples=["none"])
AUTOCORRECTION_TYPE = P("autocorrectionType", enum(AUTOCORRECTION_TYPES), "Whether words are corrected as they are typed.",
                        uikit="{cls}.autocorrectionType", default="default", examples=["no"])
SPELL_CHECKING_TYPE = P("spellCheckingType", enum(SPELL_CHECKING_TYPES),
                        "Whether misspelled words are underlined as they are typed.",
                        uikit="{cls}.spellCheckingType", default="default", examples=["no"])
ENABLED = P("enabled", BOOLEAN, "Whether the control responds to touches; a disabled control is dimmed.",
            uikit="UIControl.isEnabled", default=True, examples=[False])
ACTIONS = P("actions", ref("Actions"),
            "Methods of the view class called for the control's events, by event name.",
            uikit="UIControl.addTarget(_:action:for:)", examples=[{"touchUpInside": "followTapped"}])

# A scroll view's own; a table and a collection view are scroll views too.
SCROLL_VIEW = [
    P("contentSize", ref("Size"), "Size of the scrollable content.", uikit="UIScrollView.contentSize",
      examples=[{"width": 320, "height": 1200}]),
    P("contentInset", ref("Insets"), "Extra space around the content.", uikit="UIScrollView.contentInset",
      examples=[{"top": 0, "left": 0, "bottom": 44, "right": 0}]),
    P("pagingEnabled", BOOLEAN, "Whether scrolling stops on multiples of the view's bounds.",
      uikit="UIScrollView.isPagingEnabled", default=False, examples=[True]),
    P("scrollEnabled", BOOLEAN, "Whether the user can scroll.", uikit="UIScrollView.isScrollEnabled",
      default=True, examples=[False]),
    P("bounces", BOOLEAN, "Whether scrolling bounces back past the edges of the content.",
      uikit="UIScrollView.bounces", default=True, examples=[False]),
    P("showsHorizontalScrollIndicator", BOOLEAN, "Whether the horizontal scroll indicator shows.",
      uikit="UIScrollView.showsHorizontalScrollIndicator", default=True, examples=[False]),
    P("showsVerticalScrollIndicator", BOOLEAN, "Whether the vertical scroll indicator shows.",
      uikit="UIScrollView.showsVerticalScrollIndicator", default=True, examples=[False]),
]

# A table and a collection view set their own contentSize on every layout pass, from their rows
# and from the collection layout's collectionViewContentSize ("the collection view uses this
# information to configure its own content size for scrolling purposes", UIKit's
# UICollectionViewLayout.collectionViewContentSize): a size from the file would not stick, so
# they do not declare it.
SCROLL_VIEW_COMPUTING_ITS_CONTENT = [p for p in SCROLL_VIEW if p.name != "contentSize"]

# ---- Per class (each also has COMMON) ----------------------------------------------------------

CLASSES = {
    "UIView": [],
    "UILabel": [
        TEXT, FONT, TEXT_COLOR, TEXT_ALIGNMENT,
        P("numberOfLines", {"type": "integer", "minimum": 0},
          "Most lines the text may take; 0 means as many as it needs.", uikit="UILabel.numberOfLines",
          default=1, examples=[0], title="Number of lines"),
        P("lineBreakMode", enum(LINE_BREAK_MODES), "How text that does not fit is wrapped or truncated.",
          uikit="UILabel.lineBreakMode", default="byTruncatingTail", examples=["byWordWrapping"]),
        P("adjustsFontSizeToFitWidth", BOOLEAN, "Whether the font shrinks so that the text fits the width.",
          uikit="UILabel.adjustsFontSizeToFitWidth", default=False, examples=[True]),
        P("minimumScaleFactor", UNIT, "Smallest fraction of the font size the text may shrink to.",
          uikit="UILabel.minimumScaleFactor", default=0, examples=[0.5]),
    ],
    "UIButton": [
        P("title", ref("Text"), "Title of the button in its normal state.", uikit="UIButton.setTitle(_:for:)",
          examples=["Follow", {"localized": "Follow", "key": "profile.follow"}]),
        P("titleColor", ref("Color"), "Colour of the title in the normal state.",
          uikit="UIButton.setTitleColor(_:for:)", examples=["label"]),
        P("font", ref("Font"), "Font of the view's text; the system font when absent.",
          uikit="UIButton.titleLabel.font", examples=[{"name": "HelveticaNeue-Light", "size": 28}]),
        P("image", ref("Image"), "Image the view shows: an image asset by name, or an SF Symbol.",
          uikit="UIButton.setImage(_:for:)", examples=["heart", {"systemName": "heart.fill", "pointSize": 17}]),
        P("backgroundImage", ref("Image"), "Image stretched behind the title: an image asset by name, or an SF "
          "Symbol.", uikit="UIButton.setBackgroundImage(_:for:)", examples=["button-background"]),
        P("buttonType", enum(BUTTON_TYPES), "Kind of button, fixed when it is created.",
          uikit="UIButton(type:)", default="system", examples=["custom"]),
        ENABLED,
        P("selected", BOOLEAN, "Whether the control is in its selected state.", uikit="UIControl.isSelected",
          default=False, examples=[True]),
        P("contentEdgeInsets", ref("Insets"), "Space between the button's edges and its title and image.",
          uikit="UIButton.contentEdgeInsets", examples=[{"top": 8, "left": 16, "bottom": 8, "right": 16}]),
        ACTIONS,
    ],
    "UIImageView": [
        P("image", ref("Image"), "Image the view shows: an image asset by name, or an SF Symbol.",
          uikit="UIImageView.image",
          examples=["avatar-placeholder", {"systemName": "bell.fill", "pointSize": 24, "weight": "semibold"}]),
        P("highlightedImage", ref("Image"), "Image shown while the view is highlighted: an image asset by name, or "
          "an SF Symbol.", uikit="UIImageView.highlightedImage", examples=["avatar-highlighted"]),
    ],
    "UIScrollView": SCROLL_VIEW,
    "UITableView": SCROLL_VIEW_COMPUTING_ITS_CONTENT + [
        P("rowHeight", LENGTH, "Height of every row, in points; UIKit sizes rows by Auto Layout when absent.",
          uikit="UITableView.rowHeight", examples=[64], title="Row height"),
        P("separatorColor", ref("Color"), "Colour of the lines between rows.", uikit="UITableView.separatorColor",
          examples=["separator"]),
    ],
    "UICollectionView": SCROLL_VIEW_COMPUTING_ITS_CONTENT + [
        P("itemSize", ref("Size"), "Size of every item of the flow layout.",
          uikit="UICollectionViewFlowLayout.itemSize", default={"width": 50, "height": 50},
          examples=[{"width": 100, "height": 120}]),
        P("minimumLineSpacing", LENGTH, "Smallest gap between the lines of items, in points.",
          uikit="UICollectionViewFlowLayout.minimumLineSpacing", default=10, examples=[16]),
        P("minimumInteritemSpacing", LENGTH, "Smallest gap between the items of a line, in points.",
          uikit="UICollectionViewFlowLayout.minimumInteritemSpacing", default=10, examples=[8],
          title="Minimum interitem spacing"),
        P("scrollDirection", enum(SCROLL_DIRECTIONS), "Direction the items flow in and the view scrolls.",
          uikit="UICollectionViewFlowLayout.scrollDirection", default="vertical", examples=["horizontal"]),
        P("sectionInset", ref("Insets"), "Space around the items of a section.",
          uikit="UICollectionViewFlowLayout.sectionInset", examples=[{"top": 8, "left": 16, "bottom": 8, "right": 16}]),
    ],
    "UIStackView": [
        P("axis", enum(STACK_AXES), "Direction the arranged subviews (the stack view's subviews) go in.",
          uikit="UIStackView.axis", default="horizontal", examples=["vertical"]),
        P("spacing", NUMBER, "Gap between neighbouring arranged subviews, in points.", uikit="UIStackView.spacing",
          default=0, examples=[8]),
        P("alignment", enum(STACK_ALIGNMENTS), "How the arranged subviews are placed across the axis.",
          uikit="UIStackView.alignment", default="fill", examples=["center"]),
        P("distribution", enum(STACK_DISTRIBUTIONS), "How the arranged subviews are sized and placed along the axis.",
          uikit="UIStackView.distribution", default="fill", examples=["fillEqually"]),
    ],
    "UITextField": [
        TEXT,
        P("placeholder", ref("Text"), "Grey text shown while the field is empty.", uikit="UITextField.placeholder",
          examples=["Email", {"localized": "Email"}]),
        FONT, TEXT_COLOR, TEXT_ALIGNMENT,
        P("borderStyle", enum(BORDER_STYLES), "Border drawn around the field.", uikit="UITextField.borderStyle",
          default="none", examples=["roundedRect"]),
        KEYBOARD_TYPE, RETURN_KEY_TYPE,
        # Not on text views: UITextView adopts the trait, but a password is a single line.
        P("secureTextEntry", BOOLEAN, "Whether the text is hidden as it is typed, as for a password.",
          uikit="UITextField.isSecureTextEntry", default=False, examples=[True]),
        TEXT_CONTENT_TYPE, AUTOCAPITALIZATION_TYPE, AUTOCORRECTION_TYPE, SPELL_CHECKING_TYPE,
        P("clearButtonMode", enum(CLEAR_BUTTON_MODES), "When the button that empties the field shows.",
          uikit="UITextField.clearButtonMode", default="never", examples=["whileEditing"]),
        ENABLED,
        ACTIONS,
    ],
    "UITextView": [
        TEXT, FONT, TEXT_COLOR, TEXT_ALIGNMENT,
        P("editable", BOOLEAN, "Whether the user can edit the text.", uikit="UITextView.isEditable",
          default=True, examples=[False]),
        P("selectable", BOOLEAN, "Whether the user can select the text.", uikit="UITextView.isSelectable",
          default=True, examples=[False]),
        KEYBOARD_TYPE, RETURN_KEY_TYPE, TEXT_CONTENT_TYPE, AUTOCAPITALIZATION_TYPE, AUTOCORRECTION_TYPE,
        SPELL_CHECKING_TYPE,
    ],
    "UISwitch": [
        P("on", BOOLEAN, "Whether the switch is on.", uikit="UISwitch.isOn", default=False, examples=[True],
          title="On"),
        P("onTintColor", ref("Color"), "Colour of the track while the switch is on.", uikit="UISwitch.onTintColor",
          examples=["systemBlue"]),
        P("thumbTintColor", ref("Color"), "Colour of the knob.", uikit="UISwitch.thumbTintColor",
          examples=["systemYellow"]),
        ENABLED,
        ACTIONS,
    ],
    "UISlider": [
        P("value", NUMBER, "Current value, between minimumValue and maximumValue.", uikit="UISlider.value",
          default=0, examples=[0.5]),
        P("minimumValue", NUMBER, "Value at the left end of the track.", uikit="UISlider.minimumValue",
          default=0, examples=[-1]),
        P("maximumValue", NUMBER, "Value at the right end of the track.", uikit="UISlider.maximumValue",
          default=1, examples=[100]),
        ENABLED,
        ACTIONS,
    ],
    "UISegmentedControl": [
        P("segments", {"type": "array", "items": ref("Text"), "minItems": 1}, "Titles of the segments, left to right.",
          uikit="UISegmentedControl.insertSegment(withTitle:at:animated:)", examples=[["Day", "Week", "Month"]]),
        P("selectedSegmentIndex", {"type": "integer", "minimum": -1},
          "Index of the selected segment, from 0; -1 selects none.",
          uikit="UISegmentedControl.selectedSegmentIndex", default=-1, examples=[0],
          title="Selected segment index"),
        ENABLED,
        ACTIONS,
    ],
    "UIActivityIndicatorView": [
        P("style", enum(ACTIVITY_STYLES), "Size of the spinner.", uikit="UIActivityIndicatorView.style",
          default="medium", examples=["large"]),
        P("color", ref("Color"), "Colour of the spinner.", uikit="UIActivityIndicatorView.color",
          examples=["secondaryLabel"]),
        P("animating", BOOLEAN, "Whether the spinner spins from the start.",
          uikit="UIActivityIndicatorView.startAnimating()", default=False, examples=[True]),
        P("hidesWhenStopped", BOOLEAN, "Whether the spinner hides while it does not spin.",
          uikit="UIActivityIndicatorView.hidesWhenStopped", default=True, examples=[False]),
    ],
    "UIProgressView": [
        P("progress", UNIT, "Fraction of the bar that is filled, from 0 to 1.", uikit="UIProgressView.progress",
          default=0, examples=[0.25]),
        P("progressTintColor", ref("Color"), "Colour of the filled part of the bar.",
          uikit="UIProgressView.progressTintColor", examples=["systemGreen"]),
        P("trackTintColor", ref("Color"), "Colour of the unfilled part of the bar.",
          uikit="UIProgressView.trackTintColor", examples=["systemGray5"]),
    ],
}

# Any other class (a custom view may be a UIControl).
CUSTOM_VIEW = [ACTIONS]

# The UIKit class a custom class inherits from: a view of your own class with `base: UILabel` is
# checked, previewed, laid out and given its properties as a UILabel, and made as your class.
BASE_TEXT = ("The UIKit class your own class inherits from, when it is one listed here: a view of class PaddedLabel "
             "with base UILabel has UILabel's properties, is laid out and previewed as a UILabel, and is made as a "
             "PaddedLabel, which the app checks is a UILabel.")


def base_property(cls):
    """`base` in the class's own schema: a custom class with `base: cls` is checked by it."""
    return emit_property(Prop("base", {"const": cls}, BASE_TEXT, None, examples=[cls], title="Base class"))


def custom_base_property():
    """`base` of a custom view: UIView, or one of the classes with a branch of their own."""
    shape = {"type": "string", "enum": list(CLASSES),
             "enumDescriptions": [f"Your class is a {cls}." for cls in CLASSES]}
    return emit_property(Prop("base", shape, BASE_TEXT, None, default="UIView", examples=["UILabel"],
                              title="Base class"))

# The root view: the containing layout owns its identity, frame and resizing.
NOT_ON_ROOT = {"id", "class", "frame", "autoresizing", "omitFromLayouts", "ignoresSafeArea", "mirrors"}

# A template instance: its own identity and place; the template brings class and subviews.
TEMPLATE_INSTANCE = [
    P("template", ref("Identifier"),
      "Name of the template (under templates) this view is a copy of; its other keys override the template's.",
      examples=["key"]),
    ID,
    P("frame", ref("Frame"),
      "Position and size of this copy in the superview's coordinates; the template's frame when absent.",
      uikit="UIView.frame", examples=[[16, 88, 96, 84]]),
    AUTORESIZING,
]
NOT_OVERRIDDEN = {"class", "subviews"}

# ---- Shared value types ------------------------------------------------------------------------

SIZE = [
    P("width", {"type": "number", "exclusiveMinimum": 0}, "Width in points.", examples=[320]),
    P("height", {"type": "number", "exclusiveMinimum": 0}, "Height in points.", examples=[480]),
]
FRAME_FIELDS = [
    P("x", NUMBER, "Left edge in the superview's coordinates, in points.", uikit="CGRect.origin.x", examples=[20]),
    P("y", NUMBER, "Top edge in the superview's coordinates, in points.", uikit="CGRect.origin.y", examples=[20]),
    P("width", NUMBER, "Width in points.", uikit="CGRect.size.width", examples=[280]),
    P("height", NUMBER, "Height in points.", uikit="CGRect.size.height", examples=[24]),
]
# One colour of any form but a light and dark pair: what a pair's sides take.
SINGLE_COLOR = [
    {"title": "Hexadecimal colour", "description": "#RRGGBB, or #RRGGBBAA with alpha, in hexadecimal.",
     "type": "string", "pattern": HEX_COLOR,
     "patternErrorMessage": "a colour is '#RRGGBB' or '#RRGGBBAA' in hexadecimal, a UIKit colour name such as "
     "'systemBlue', or the name of a colour set in the app's asset catalog"},
    {"title": "UIKit colour", "description": "A named UIKit colour; the system ones adapt to light and "
     "dark mode.", **enum(COLOR_NAMES)},
    {"title": "Asset catalog colour", "description": "The name of a colour set in the app's asset catalog "
     "(Name.colorset, or Folder/Name inside a folder that provides a namespace); lint and the preview read its "
     "light, dark and high-contrast variants from the catalog, the device from the app's bundle.",
     "type": "string", "pattern": ASSET_COLOR_NAME},
]
COLOR_PAIR_FIELDS = [
    P("light", ref("SingleColor"), "The colour in the light appearance (and where it is unspecified).",
      uikit="UITraitCollection.userInterfaceStyle == .light", examples=["#FFFFFF"]),
    P("dark", ref("SingleColor"), "The colour in the dark appearance.",
      uikit="UITraitCollection.userInterfaceStyle == .dark", examples=["#1C1C1E"]),
]
SAFE_AREA = [
    P(side, LENGTH, f"Inset of the safe area from the {side} edge, in points.", uikit=f"UIView.safeAreaInsets.{side}",
      default=0, examples=[example])
    for side, example in (("top", 59), ("left", 0), ("bottom", 34), ("right", 0))
]
INSETS = [
    P(side, NUMBER, f"Inset from the {side} edge, in points.", uikit=f"UIEdgeInsets.{side}", default=0,
      examples=[8])
    for side in ("top", "left", "bottom", "right")
]
FONT_FIELDS = [
    P("name", NAME, "PostScript name of the font; the system font when absent.", uikit="UIFont(name:size:)",
      examples=["HelveticaNeue-Bold"]),
    P("size", {"type": "number", "exclusiveMinimum": 0},
      "Point size of the font; when absent, the text style's size, else the size of the view's own font.",
      uikit="UIFont.pointSize", examples=[17]),
    P("weight", enum(FONT_WEIGHTS), "Weight of the system font; a font given by name keeps its own.",
      uikit="UIFont.systemFont(ofSize:weight:)", examples=["semibold"]),
    P("textStyle", enum(TEXT_STYLES), "Dynamic Type style whose font and size follow the user's text size.",
      uikit="UIFont.preferredFont(forTextStyle:)", examples=["headline"]),
]
SYMBOL_IMAGE_FIELDS = [
    P("systemName", {"type": "string", "pattern": SYMBOL_NAME,
                     "patternErrorMessage": "an SF Symbol name is lowercase words and numbers joined by '.', as the "
                                            "SF Symbols app writes it ('bell.fill'); an image asset is named without "
                                            "systemName"},
      "Name of the symbol as the SF Symbols app shows it; whether the system has it is known only on a device, "
      "where a name it lacks shows no image, as a missing asset does.", uikit="UIImage(systemName:withConfiguration:)",
      examples=["bell.fill"], title="Symbol name"),
    P("pointSize", {"type": "number", "exclusiveMinimum": 0},
      "Point size of the text the symbol is drawn to match; the system's when absent.",
      uikit="UIImage.SymbolConfiguration(pointSize:)", examples=[17], title="Point size"),
    P("weight", enum(SYMBOL_WEIGHTS), "Weight variant of the symbol, as of text beside it; the system's when absent.",
      uikit="UIImage.SymbolConfiguration(weight:)", examples=["semibold"]),
    P("scale", enum(SYMBOL_SCALES), "Scale variant of the symbol relative to text of its point size; the "
      "system's when absent.", uikit="UIImage.SymbolConfiguration(scale:)", examples=["large"]),
]
# Text looked up in the app's strings (Bundle.localizedString(forKey:value:table:)); SwiftUI's Text("Follow")
# is the model for the defaults: the key is the text itself, the table is Localizable.
STRING_TABLE_NAME = r"^[A-Za-z0-9_]+$"
LOCALIZED_TEXT_FIELDS = [
    P("localized", {"type": "string", "minLength": 1},
      "The text in the app's development language: what the string catalog's source value is, and what shows "
      "where no translation is found.", uikit="Bundle.localizedString(forKey:value:table:) value",
      examples=["Follow"], title="Source text"),
    P("key", {"type": "string", "minLength": 1}, "Key of the text in the string table; the source text itself "
      "when absent, as SwiftUI's Text(\"Follow\") does.", uikit="Bundle.localizedString(forKey:value:table:) key",
      examples=["profile.follow"]),
    P("comment", STRING, "Note for translators about where the text appears and what it means; written into the "
      "string catalog by nmview strings.", examples=["Button that follows the person shown"]),
    P("table", {"type": "string", "pattern": STRING_TABLE_NAME,
                "patternErrorMessage": "a string table is the base name of its file, such as 'Localizable' for "
                                       "Localizable.xcstrings"},
      "String table the key is in: the base name of its .xcstrings or .strings file.",
      uikit="Bundle.localizedString(forKey:value:table:) table", default="Localizable", examples=["Profile"],
      title="String table"),
]
# A table view cell's own properties (the document's cell), which its contentView, the root, does not have.
TABLE_CELL_FIELDS = [
    P("accessoryType", enum(ACCESSORY_TYPES),
      "Standard accessory drawn at the cell's trailing edge; UIKit narrows the content view, and with it the "
      "root, to make room for it.", uikit="UITableViewCell.accessoryType", default="none",
      examples=["disclosureIndicator"]),
    P("selectionStyle", enum(SELECTION_STYLES), "How the cell looks while it is selected.",
      uikit="UITableViewCell.selectionStyle", default="default", examples=["none"]),
]
GRID_FIELDS = [
    P("direction", enum(GRID_DIRECTIONS), "Order in which the subviews fill the grid.",
      default="leftToRightTopToBottom", examples=["topToBottomLeftToRight"]),
    P("extension", enum(GRID_EXTENSIONS), "What happens when the subviews do not fit in the container.",
      default="none", examples=["lastItem"]),
    P("extensionDirection", enum(GRID_EXTENSION_DIRECTIONS), "Direction in which the container grows.",
      default="right", examples=["down"]),
    P("skipHiddenViews", BOOLEAN, "Whether hidden subviews are left out of the grid instead of keeping their cell.",
      default=True, examples=[False]),
    P("viewsPerRow", {"type": "integer", "minimum": 1},
      "Number of views in a row; when absent, as many as fit the container's width at the first subview's width.",
      examples=[3]),
    P("viewsPerColumn", {"type": "integer", "minimum": 1},
      "Number of views in a column; when absent, as many as fit the container's height at the first "
      "subview's height.", examples=[4]),
]
ACTION_FIELDS = [
    P(event, ref("Selector"), text, uikit=f"UIControl.Event.{event}",
      examples=[f"handle{event[:1].upper()}{event[1:]}"])
    for event, text in CONTROL_EVENTS
]

# ---- Alternative layouts -----------------------------------------------------------------------

ALTERNATIVE_LAYOUT = [
    P("name", NAME, "Name of the layout, for people and tools.", examples=["landscape", "portrait", "iPad"]),
    P("size", ref("Size"), "Design size of this layout: the bounds its frames are written for; the view picks "
      "the layout whose aspect ratio is closest to its own.", examples=[{"width": 480, "height": 320}]),
    P("safeArea", ref("SafeArea"), "Safe-area insets of this layout's design size, as the document's safeArea is "
      "for the primary layout; without it, this layout places the root's subviews against the bounds.",
      examples=[{"left": 59, "right": 59, "bottom": 21}], title="Safe area"),
    P("subviews", {"type": "array", "items": ref("LayoutNode")},
      "Frames for the root view's subviews; a node with an id sets the view of that id, one without is matched "
      "by its position among its siblings, as the original NMView did.",
      examples=[[{"id": "title", "frame": [20, 20, 440, 24]}]]),
]
LAYOUT_NODE = [
    P("id", ref("Identifier"),
      "Id of the view whose frame this sets; without it the node is matched by its position among its "
      "siblings, as the original NMView did.", examples=["title"], title="ID"),
    P("frame", ref("Frame"), "Frame of the matched view in this layout.", uikit="UIView.frame",
      examples=[[20, 20, 440, 24]]),
    P("subviews", {"type": "array", "items": ref("LayoutNode")},
      "Frames for the matched view's subviews, matched the same way.",
      examples=[[{"id": "avatar", "frame": [20, 20, 120, 120]}]]),
]
IGNORED_IN_LAYOUTS = "Ignored in alternative layouts: only frames are taken."

# ---- Editor snippets (VS Code defaultSnippets). A string starting with ^ is inserted as is. --------


def frame_snippet(n, width, height):
    """`[x, y, width, height]` as tab stops n to n+3, inserted unquoted."""
    return f"^[${{{n}:0}}, ${{{n + 1}:0}}, ${{{n + 2}:{width}}}, ${{{n + 3}:{height}}}]"


NODE_SNIPPETS = [
    ("UIView", "A container view with one subview.",
     {"id": "${1:container}", "class": "UIView", "frame": frame_snippet(2, 320, 200),
      "subviews": [{"id": "${6:child}", "frame": frame_snippet(7, 100, 100)}]}),
    ("UILabel", "A label.",
     {"id": "${1:label}", "class": "UILabel", "frame": frame_snippet(2, 100, 21), "text": "${6:Text}"}),
    ("UIButton", "A button that calls a method of the view class when tapped.",
     {"id": "${1:button}", "class": "UIButton", "frame": frame_snippet(2, 100, 44), "title": "${6:Button}",
      "actions": {"touchUpInside": "${7:buttonTapped}"}}),
    ("UIImageView", "An image view showing an image asset.",
     {"id": "${1:imageView}", "class": "UIImageView", "frame": frame_snippet(2, 80, 80),
      "image": "${6:asset-name}", "contentMode": "${7:scaleAspectFit}"}),
    ("UIScrollView", "A scroll view with its content size.",
     {"id": "${1:scrollView}", "class": "UIScrollView", "frame": frame_snippet(2, 320, 480),
      "contentSize": {"width": "^${6:320}", "height": "^${7:960}"}}),
    ("UITextField", "A text field with a placeholder.",
     {"id": "${1:textField}", "class": "UITextField", "frame": frame_snippet(2, 280, 34),
      "placeholder": "${6:Placeholder}", "borderStyle": "${7:roundedRect}"}),
    ("UITextView", "A text view.",
     {"id": "${1:textView}", "class": "UITextView", "frame": frame_snippet(2, 280, 120), "text": "${6:Text}"}),
    ("UISwitch", "A switch that calls a method of the view class when flipped.",
     {"id": "${1:toggle}", "class": "UISwitch", "frame": frame_snippet(2, 51, 31), "on": True,
      "actions": {"valueChanged": "${6:toggleChanged}"}}),
    ("UISlider", "A slider that calls a method of the view class when moved.",
     {"id": "${1:slider}", "class": "UISlider", "frame": frame_snippet(2, 200, 31), "value": "^${6:0.5}",
      "actions": {"valueChanged": "${7:sliderChanged}"}}),
    ("UISegmentedControl", "A segmented control with two segments.",
     {"id": "${1:segments}", "class": "UISegmentedControl", "frame": frame_snippet(2, 200, 32),
      "segments": ["${6:First}", "${7:Second}"], "selectedSegmentIndex": "^${8:0}"}),
    ("UIActivityIndicatorView", "A spinning activity indicator.",
     {"id": "${1:spinner}", "class": "UIActivityIndicatorView", "frame": frame_snippet(2, 20, 20),
      "style": "${6:medium}", "animating": True}),
    ("UIProgressView", "A progress bar.",
     {"id": "${1:progress}", "class": "UIProgressView", "frame": frame_snippet(2, 200, 4),
      "progress": "^${6:0.5}"}),
    ("UITableView", "A table view; its rows come from code, the preview draws placeholders at the row height.",
     {"id": "${1:tableView}", "class": "UITableView", "frame": frame_snippet(2, 320, 480), "rowHeight": "^${6:44}"}),
    ("UICollectionView", "A collection view with a flow layout's item size and spacing.",
     {"id": "${1:collectionView}", "class": "UICollectionView", "frame": frame_snippet(2, 320, 480),
      "itemSize": {"width": "^${6:100}", "height": "^${7:100}"}, "minimumInteritemSpacing": "^${8:8}"}),
    ("UIStackView", "A stack view: its subviews are its arranged subviews, which it places along its axis.",
     {"id": "${1:stack}", "class": "UIStackView", "frame": frame_snippet(2, 280, 44), "axis": "${6:horizontal}",
      "spacing": "^${7:8}", "subviews": [{"id": "${8:first}", "frame": frame_snippet(9, 100, 44)}]}),
    ("Custom view", "A view of your own class, composed from its layout file when it has one.",
     {"id": "${1:card}", "class": "${2:ProfileCard}", "frame": frame_snippet(3, 320, 120)}),
    ("Template instance", "A copy of a view under templates, with its own id and frame.",
     {"template": "${1:templateName}", "id": "${2:copy}", "frame": frame_snippet(3, 96, 84)}),
]

LAYOUT_SNIPPETS = [
    ("Landscape layout", "A landscape alternative: frames only, matched by id.",
     {"name": "${1:landscape}", "size": {"width": "^${2:480}", "height": "^${3:320}"},
      "subviews": [{"id": "${4:viewId}", "frame": frame_snippet(5, 100, 44)}]}),
]

LAYOUT_NODE_SNIPPETS = [
    ("Frame by id", "The frame of one view in this layout.",
     {"id": "${1:viewId}", "frame": frame_snippet(2, 100, 44)}),
]

DOCUMENT_SNIPPETS = [
    ("New layout file", "A view class with one label and a landscape alternative.",
     {"nmview": 1, "view": "${1:MyView}", "size": {"width": "^${2:320}", "height": "^${3:480}"},
      "root": {"backgroundColor": "${4:systemBackground}",
               "subviews": [{"id": "${5:title}", "class": "UILabel", "frame": frame_snippet(6, 280, 24),
                             "text": "${10:Title}"}]},
      "layouts": [{"name": "landscape", "size": {"width": "^${11:480}", "height": "^${12:320}"},
                   "subviews": [{"id": "${5:title}", "frame": frame_snippet(13, 440, 24)}]}]}),
]

# ==============================================================================================
# Emitting
# ==============================================================================================

KEYWORD_ORDER = [
    "$schema", "$id", "$comment", "title", "description", "markdownDescription", "deprecationMessage",
    "type", "const", "enum", "enumDescriptions", "pattern", "patternErrorMessage", "minLength", "maxLength",
    "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf", "items", "minItems",
    "maxItems", "uniqueItems", "required", "propertyNames", "properties", "patternProperties",
    "additionalProperties", "minProperties", "maxProperties", "allOf", "anyOf", "oneOf", "not", "if", "then",
    "else", "default", "examples", "defaultSnippets", "$ref", "definitions",
]
ALLOWED_KEYWORDS = set(KEYWORD_ORDER)
SCHEMA_MAPS = {"properties", "patternProperties", "definitions"}
SCHEMA_VALUES = {"items", "additionalProperties", "propertyNames", "not", "if", "then", "else"}
SCHEMA_LISTS = {"allOf", "anyOf", "oneOf"}


def title_of(name):
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).split()
    return " ".join([words[0][:1].upper() + words[0][1:]] + [w.lower() for w in words[1:]])


def yaml_scalar(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    plain = re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.\- ]*", value) and value == value.strip()
    reserved = value.lower() in {"true", "false", "null", "yes", "no", "on", "off", "y", "n"}
    return value if plain and not reserved else json.dumps(value, ensure_ascii=False)


def yaml_flow(value):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {yaml_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(yaml_flow(v) for v in value) + "]"
    return yaml_scalar(value)


def yaml_lines(key, value, indent=""):
    """`key: value` as YAML, in flow style when it fits a line, else one level of block style."""
    line = f"{indent}{key}: {yaml_flow(value)}"
    if not isinstance(value, (dict, list)) or not value:
        return [line]
    children = list(value.values()) if isinstance(value, dict) else value
    if len(line) <= 80 and not any(isinstance(child, dict) for child in children):
        return [line]
    if isinstance(value, dict):
        return [f"{indent}{key}:"] + [line for k, v in value.items() for line in yaml_lines(k, v, indent + "  ")]
    return [f"{indent}{key}:"] + [f"{indent}  - {yaml_flow(item)}" for item in value]


def markdown(description, name=None, default=NO_DEFAULT, example=NO_DEFAULT):
    text = description
    if default is not NO_DEFAULT:
        text += f"\n\nDefault: `{yaml_flow(default)}`."
    if example is not NO_DEFAULT:
        lines = yaml_lines(name, example) if name else [yaml_flow(example)]
        text += "\n\n```yaml\n" + "\n".join(lines) + "\n```"
    return text


def with_shape(annotations, shape):
    """Annotations plus a value's shape; a lone $ref goes inside allOf, as draft-07 ignores its siblings."""
    if "$ref" in shape:
        return {**annotations, "allOf": [shape]}
    return {**annotations, **shape}


def describe(text, uikit_names):
    """`text` with the UIKit properties it maps to in parentheses before its final period."""
    names = list(dict.fromkeys(uikit_names))
    if not names:
        return text
    mapped = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    return text[:-1] + f" ({mapped})."


def emit_property(prop, cls=None, description=None, details=None):
    """A property's schema; `description` replaces the table's text, `details` is added to its Markdown."""
    text = description or describe(prop.text, [prop.uikit.format(cls=cls)] if prop.uikit else [])
    example = prop.examples[0] if prop.examples else NO_DEFAULT
    long_text = text + (f"\n\n{details}" if details else "")
    schema = with_shape({"title": prop.title or title_of(prop.name), "description": text,
                         "markdownDescription": markdown(long_text, prop.name, prop.default, example)}, prop.shape)
    if prop.default is not NO_DEFAULT:
        schema["default"] = prop.default
    if prop.examples:
        schema["examples"] = prop.examples
    return schema


def extension_keys():
    return {EXTENSION_KEY: ref("Extension")}


def closed_object(title, description, props, cls=None, required=(), example=NO_DEFAULT, key=None, item_of=None,
                  snippets=None):
    """A closed object: its properties, x- extension keys, nothing else.

    The Markdown shows the example under `key`, or as an item of a list under `item_of`."""
    shown = [example] if item_of and example is not NO_DEFAULT else example
    schema = {"title": title, "description": description,
              "markdownDescription": markdown(description, item_of or key, example=shown), "type": "object"}
    if required:
        schema["required"] = list(required)
    schema["properties"] = {p.name: emit_property(p, cls) for p in props}
    schema["patternProperties"] = extension_keys()
    schema["additionalProperties"] = False
    if example is not NO_DEFAULT:
        schema["examples"] = [example]
    if snippets:
        schema["defaultSnippets"] = [{"label": label, "description": text, "body": body}
                                     for label, text, body in snippets]
    return schema


def snippet_value(body):
    """A snippet's body as the value it inserts with its placeholders' defaults."""
    if isinstance(body, dict):
        return {k: snippet_value(v) for k, v in body.items()}
    if isinstance(body, list):
        return [snippet_value(v) for v in body]
    if isinstance(body, str):
        text = re.sub(r"\$\{[0-9]+:([^}]*)\}", r"\1", body)
        return json.loads(text[1:]) if text.startswith("^") else text
    return body


def snippet_example(label):
    return next(snippet_value(body) for name, _, body in NODE_SNIPPETS if name == label)


def emit_class(cls):
    props = COMMON + CLASSES[cls]
    required = [] if cls == "UIView" else ["class"]
    description = (f"A {cls} (class: {cls}), or a view with neither class nor template: the common view "
                   "properties only." if cls == "UIView" else
                   f"A {cls} (class: {cls}, or a class of your own with base: {cls}): the common view properties "
                   f"and those of {cls}.")
    schema = closed_object(cls, description, props, cls=cls, required=required, example=snippet_example(cls),
                           item_of="subviews")
    schema["properties"]["base"] = base_property(cls)
    return schema


def emit_custom_view():
    schema = closed_object(
        "Custom view", "A view of a class of your own (any class not listed here, e.g. ProfileCard or "
        "MyModule.Chart): the common view properties, plus actions in case the class is a UIControl; a class "
        "with its own layout file is composed from it. With base, the properties of the UIKit class it "
        "inherits from.", COMMON + CUSTOM_VIEW, required=["class"],
        example=snippet_example("Custom view"), item_of="subviews")
    schema["properties"]["base"] = custom_base_property()
    return schema


def emit_root_view():
    props = [p for p in COMMON if p.name not in NOT_ON_ROOT]
    return closed_object(
        "Root view", "The view the file describes, an instance of the document's view class; its id, class, "
        "frame and resizing belong to whoever places it, so they are not set here.", props,
        example={"backgroundColor": "systemBackground", "clipsToBounds": True}, key="root")


def override_candidates():
    """Every property a known class has (common ones included), by name, with the classes that have it."""
    found = {}
    for cls, own in CLASSES.items():
        for prop in COMMON + own:
            if prop.name not in NOT_OVERRIDDEN:
                found.setdefault(prop.name, []).append((cls, prop))
    return found


def emit_override(name, owners):
    props = [p for _, p in owners]
    shapes = []
    for p in props:
        if p.shape not in shapes:
            shapes.append(p.shape)
    first = props[0]
    if any(p.text != first.text for p in props):
        raise SystemExit(f"generate_schema: classes describe '{name}' differently; a template override needs one text")
    # No default: an override left out keeps the template's value.
    merged = Prop(name, shapes[0] if len(shapes) == 1 else {"anyOf": shapes}, first.text, first.uikit,
                  examples=first.examples, title=first.title)
    uikit_names = [p.uikit.format(cls=c) for c, p in owners if p.uikit]
    text = describe(f"Overrides the template's {name}.", uikit_names)
    return emit_property(merged, description=text, details=first.text)


def emit_template_instance():
    schema = closed_object(
        "Template instance", "A copy of a view under templates: its own id, frame and resizing, and any property "
        "of a view class to override the template's; its class and subviews come from the template.",
        TEMPLATE_INSTANCE, required=["template"],
        example={"template": "key", "id": "key1", "title": "1", "tag": 1}, item_of="subviews")
    taken = set(schema["properties"])
    for name, owners in override_candidates().items():
        if name not in taken:
            schema["properties"][name] = emit_override(name, owners)
    return schema


def emit_layout_node():
    schema = closed_object(
        "Layout node", "A view's frame in an alternative layout; every other view property is accepted and "
        "ignored, as only frames are taken from alternative layouts.", LAYOUT_NODE,
        example={"id": "title", "frame": [20, 20, 440, 24]}, item_of="subviews", snippets=LAYOUT_NODE_SNIPPETS)
    known = ["class", "base", "template"] + [n for n in override_candidates() if n not in ("class", "template")]
    for name in known:
        if name not in schema["properties"]:
            schema["properties"][name] = {"title": title_of(name), "description": IGNORED_IN_LAYOUTS,
                                          "markdownDescription": IGNORED_IN_LAYOUTS,
                                          "deprecationMessage": IGNORED_IN_LAYOUTS}
    return schema


def emit_node():
    known = list(CLASSES)
    branches = [{"if": {"type": "object", "required": ["template"]}, "then": ref("TemplateInstance")}]
    for cls in known:
        branches.append({"if": {"required": ["class"], "properties": {"class": {"const": cls}},
                                "not": {"required": ["template"]}}, "then": ref(cls)})
    listed = {"enum": known, "enumDescriptions": [f"Has its own branch, {cls}." for cls in known]}
    # A class of your own with a base listed here is checked as that base; with base UIView it is
    # the custom view it would be without one (which may have actions, being perhaps a UIControl).
    based = [cls for cls in known if cls != "UIView"]
    for cls in based:
        branches.append({"if": {"required": ["class", "base"],
                                "properties": {"class": {"not": listed}, "base": {"const": cls}},
                                "not": {"required": ["template"]}}, "then": ref(cls)})
    bases = {"enum": based, "enumDescriptions": [f"Has its own branch, {cls} as a base." for cls in based]}
    branches.append({"if": {"required": ["class"], "properties": {"class": {"not": listed}},
                            "not": {"anyOf": [{"required": ["template"]},
                                              {"required": ["base"], "properties": {"base": bases}}]}},
                     "then": ref("CustomView")})
    branches.append({"if": {"not": {"anyOf": [{"required": ["class"]}, {"required": ["template"]}]}},
                     "then": ref("UIView")})
    description = ("A view: by its template key a template instance, else by its class key one of the UIKit "
                   "classes listed here or a custom view (checked as its base when it has one listed here), "
                   "else a plain UIView.")
    return {"$comment": "Exactly one branch applies to any object, so an error names the node's own class.",
            "title": "View", "description": description, "markdownDescription": markdown(
                description, "subviews", example=[{"id": "title", "class": "UILabel", "frame": [20, 20, 280, 24],
                                                   "text": "Hello"}]),
            "type": "object", "allOf": branches,
            "defaultSnippets": [{"label": label, "description": text, "body": body}
                                for label, text, body in NODE_SNIPPETS]}


def pattern_string(title, description, pattern, message, examples, key):
    return {"title": title, "description": description, "markdownDescription": markdown(
        description, key, example=examples[0]), "type": "string", "pattern": pattern,
        "patternErrorMessage": message, "examples": examples}


def emit_definitions():
    d = {}
    d["Identifier"] = pattern_string(
        "Identifier", "A name used in code: a letter or underscore, then letters, digits or underscores.",
        IDENTIFIER, "an identifier starts with a letter or '_' and continues with letters, digits or '_'",
        ["title", "followButton"], "id")
    d["Outlet"] = pattern_string(
        "Outlet", "The id of a view the view class reaches from code: an id of the file, or for a view "
        "inside a template copy the copy's id, a dot and the view's own id, as compile names it (key1.label).",
        OUTLET, "an outlet is an id, or ids joined by '.' for a view inside a template copy (key1.label)",
        ["avatar", "key1.label"], None)
    d["ClassName"] = pattern_string(
        "Class name", "An Objective-C or Swift class name, optionally qualified by its module (MyModule.Chart).",
        CLASS_NAME, "a class name is an identifier, optionally module-qualified as 'Module.Class'",
        ["UILabel", "MyModule.Chart"], "class")
    d["Selector"] = pattern_string(
        "Selector", "Name of a method of the view class, as an Objective-C selector: followTapped, or "
        "followTapped: to receive the sender.", SELECTOR,
        "a selector is a method name, optionally followed by ':' and further 'label:' parts",
        ["followTapped", "followTapped:"], "touchUpInside")
    d["Extension"] = {"title": "Extension", "description": "Keys starting with x- are kept for tools and "
                      "ignored by nmview.", "markdownDescription": markdown(
                          "Keys starting with x- are kept for tools and ignored by nmview.", "x-designer",
                          example="Jane")}
    d["Size"] = closed_object("Size", "A width and a height in points, both greater than 0.", SIZE,
                              required=["width", "height"], example={"width": 320, "height": 480}, key="size")
    frame_description = "A rectangle in the superview's coordinates, in points (CGRect)."
    d["Frame"] = {
        "title": "Frame", "description": frame_description,
        "markdownDescription": markdown(frame_description, "frame", example=[20, 20, 280, 24]),
        "anyOf": [
            {"title": "[x, y, width, height]", "description": "The frame as a list of four numbers: x, y, width, "
             "height.", "type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4},
            closed_object("{x, y, width, height}", "The frame as a mapping.", FRAME_FIELDS,
                          required=["x", "y", "width", "height"]),
        ],
        "examples": [[20, 20, 280, 24], {"x": 20, "y": 20, "width": 280, "height": 24}]}
    d["SafeArea"] = closed_object(
        "Safe area", "Safe-area insets of a design size in points (UIView.safeAreaInsets); a side left out is 0.",
        SAFE_AREA, example={"top": 59, "bottom": 34}, key="safeArea")
    d["Insets"] = closed_object("Insets", "Distances from the four edges, in points (UIEdgeInsets); a side left "
                                "out is 0.", INSETS, example={"top": 8, "left": 16, "bottom": 8, "right": 16},
                                key="contentEdgeInsets")
    color_description = ("A colour: #RRGGBB or #RRGGBBAA in hexadecimal (quote it in YAML), the name of a UIKit "
                         "colour such as systemBlue (UIColor), the name of a colour set in the app's asset catalog "
                         "(UIColor(named:in:compatibleWith:)), or a mapping of a light and a dark colour.")
    d["Color"] = {
        "title": "Color", "description": color_description,
        "markdownDescription": markdown(color_description, "backgroundColor", example="#FF3B30"),
        "anyOf": [ref("SingleColor"), ref("ColorPair")],
        "examples": ["#FF3B30", "systemBlue", "secondaryLabel", "BrandPrimary",
                     {"light": "#FFFFFF", "dark": "#1C1C1E"}]}
    d["SingleColor"] = {
        "title": "Color", "description": "A colour of any form but a light and dark pair: what each side of a pair "
        "takes.",
        "anyOf": SINGLE_COLOR, "examples": ["#1C1C1E", "systemBlue", "BrandPrimary"]}
    d["ColorPair"] = closed_object(
        "Light and dark colour", "A colour for each appearance (UIColor(dynamicProvider:)): light where the trait "
        "collection's userInterfaceStyle is light or unspecified, dark where it is dark.", COLOR_PAIR_FIELDS,
        required=["light", "dark"], example={"light": "#FFFFFF", "dark": "#1C1C1E"}, key="backgroundColor")
    text_description = ("Text people read: a string, shown as written, or a mapping with the text under localized, "
                        "looked up for the user's language in the app's string catalog (Localizable.xcstrings) or "
                        ".strings files.")
    d["Text"] = {
        "title": "Text", "description": text_description,
        "markdownDescription": markdown(text_description, "text", example={"localized": "Follow",
                                                                          "comment": "Follow button"}),
        "anyOf": [{"title": "Text as written", "description": "Shown as written in every language.",
                   "type": "string"}, ref("LocalizedText")],
        "examples": ["Follow", {"localized": "Follow", "key": "profile.follow", "comment": "Follow button"}]}
    d["LocalizedText"] = closed_object(
        "Localized text", "Text looked up in the app's strings for the user's language "
        "(Bundle.localizedString(forKey:value:table:)); the source text where the key has no translation.",
        LOCALIZED_TEXT_FIELDS, required=["localized"],
        example={"localized": "Follow", "key": "profile.follow", "comment": "Follow button"}, key="title")
    d["Font"] = closed_object("Font", "A font: a PostScript name and size, a system font weight, or a Dynamic "
                              "Type text style (UIFont).", FONT_FIELDS,
                              example={"name": "HelveticaNeue-Bold", "size": 17}, key="font")
    image_description = ("An image: the name of an image asset in the app's bundle (UIImage(named:)), or an SF Symbol "
                         "as a mapping of its systemName and optional configuration.")
    d["Image"] = {
        "title": "Image", "description": image_description,
        "markdownDescription": markdown(image_description, "image", example={"systemName": "bell.fill"}),
        "anyOf": [
            {"title": "Image asset", "description": "Name of an image asset in the app's bundle (UIImage(named:)).",
             **NAME},
            ref("SymbolImage"),
        ],
        "examples": ["avatar-placeholder", {"systemName": "bell.fill", "pointSize": 17, "weight": "semibold"}]}
    d["SymbolImage"] = closed_object(
        "SF Symbol", "An SF Symbol by name, with the parts of its configuration given "
        "(UIImage(systemName:withConfiguration:) with a UIImage.SymbolConfiguration); the artwork is Apple's, so "
        "the preview draws a placeholder of the symbol's size.", SYMBOL_IMAGE_FIELDS, required=["systemName"],
        example={"systemName": "bell.fill", "pointSize": 17, "weight": "semibold", "scale": "medium"}, key="image")
    autoresizing_description = ("Edges and sizes that stretch with the superview (UIView.AutoresizingMask); "
                                "an empty list stretches nothing.")
    d["AutoresizingMask"] = {
        "title": "Autoresizing mask", "description": autoresizing_description,
        "markdownDescription": markdown(autoresizing_description, "autoresizing",
                                        example=["flexibleWidth", "flexibleBottomMargin"]),
        "type": "array", "items": enum(AUTORESIZING_FLAGS), "uniqueItems": True,
        "examples": [["flexibleWidth", "flexibleBottomMargin"], []]}
    d["Actions"] = closed_object("Actions", "Methods of the view class called for a control's events, by event "
                                 "(UIControl.addTarget(_:action:for:)).", ACTION_FIELDS,
                                 example={"touchUpInside": "followTapped"}, key="actions")
    d["TableCell"] = closed_object(
        "Table view cell", "A table view cell's own properties (UITableViewCell), which its contentView, the root of "
        "a tableCell layout, does not have.", TABLE_CELL_FIELDS,
        example={"accessoryType": "disclosureIndicator", "selectionStyle": "none"}, key="cell")
    d["Grid"] = closed_object("Grid", "Lays the subviews out in rows and columns at the first subview's size, as "
                              "the original NMViewGridLayoutManager did.", GRID_FIELDS,
                              example={"direction": "leftToRightTopToBottom", "viewsPerRow": 3}, key="grid")
    d["Node"] = emit_node()
    d["RootView"] = emit_root_view()
    d["TemplateInstance"] = emit_template_instance()
    for cls in CLASSES:
        d[cls] = emit_class(cls)
    d["CustomView"] = emit_custom_view()
    d["AlternativeLayout"] = closed_object(
        "Alternative layout", "Another layout of the same views, of which only frames are taken.",
        ALTERNATIVE_LAYOUT, required=["name", "size"], snippets=LAYOUT_SNIPPETS, item_of="layouts",
        example={"name": "landscape", "size": {"width": 480, "height": 320},
                 "subviews": [{"id": "title", "frame": [20, 20, 440, 24]}]})
    d["LayoutNode"] = emit_layout_node()
    return d


def emit_schema():
    description = ("An nmview layout file (format version 1): one iOS view class, its subviews and their "
                   "alternative layouts.")
    schema = closed_object("NMView layout", description, DOCUMENT, required=["nmview", "size", "root"],
                           snippets=DOCUMENT_SNIPPETS)
    schema.update({"$schema": "http://json-schema.org/draft-07/schema#", "$id": SCHEMA_ID,
                   "definitions": emit_definitions()})
    return canonical(schema)


def canonical(schema):
    """The schema with its keywords in KEYWORD_ORDER, recursively; names and data keep their order."""
    unknown = set(schema) - ALLOWED_KEYWORDS
    if unknown:
        raise SystemExit(f"generate_schema: keyword(s) outside the allowed set: {sorted(unknown)}")
    out = {}
    for key in sorted(schema, key=KEYWORD_ORDER.index):
        value = schema[key]
        if key in SCHEMA_MAPS:
            value = {name: canonical(sub) for name, sub in value.items()}
        elif key in SCHEMA_VALUES and isinstance(value, dict):
            value = canonical(value)
        elif key in SCHEMA_LISTS:
            value = [canonical(sub) for sub in value]
        out[key] = value
    return out


# ==============================================================================================
# Self-checks: the rules editors and our Swift validator rely on.
# ==============================================================================================

# Anchors, classes, groups, alternation, quantifiers and the literals the patterns need; the only escape is \.
PORTABLE_PATTERN = re.compile(r"(\\\.|[A-Za-z0-9_^$\[\]()|?*+{},#:-])*")


def check_rules(schema):
    problems = []
    definitions = schema["definitions"]

    def walk(node, path, in_condition=False):
        if "$ref" in node:
            if set(node) != {"$ref"}:
                problems.append(f"{path}: keywords beside $ref")
            if node["$ref"][len("#/definitions/"):] not in definitions:
                problems.append(f"{path}: {node['$ref']} does not resolve")
        if "enum" in node and len(node.get("enumDescriptions", [])) != len(node["enum"]):
            problems.append(f"{path}: enumDescriptions do not match enum")
        patterns = ([node["pattern"]] if "pattern" in node else []) + list(node.get("patternProperties", {}))
        for pattern in patterns:
            if not PORTABLE_PATTERN.fullmatch(pattern) or "(?" in pattern:
                problems.append(f"{path}: pattern {pattern!r} is outside the portable subset")
            re.compile(pattern)
        if "properties" in node and not in_condition:
            if node.get("additionalProperties") is not False or EXTENSION_KEY not in node.get("patternProperties", {}):
                problems.append(f"{path}: object not closed with additionalProperties false and x- keys")
            for name, sub in node["properties"].items():
                missing = {"title", "description", "markdownDescription"} - set(sub)
                if missing:
                    problems.append(f"{path}/properties/{name}: missing {sorted(missing)}")
        for key, value in node.items():
            if key in SCHEMA_MAPS:
                for name, sub in value.items():
                    walk(sub, f"{path}/{key}/{name}", in_condition)
            elif key in SCHEMA_VALUES and isinstance(value, dict):
                walk(value, f"{path}/{key}", in_condition or key in ("if", "not", "propertyNames"))
            elif key in SCHEMA_LISTS:
                for index, sub in enumerate(value):
                    walk(sub, f"{path}/{key}/{index}", in_condition)

    walk(schema, "#")
    if problems:
        raise SystemExit("generate_schema: the schema breaks its own rules:\n  " + "\n  ".join(problems))


def check_examples():
    """Every property's first example differs from its default: one that equals it would show nothing."""
    tables = [DOCUMENT, COMMON, CUSTOM_VIEW, TEMPLATE_INSTANCE, SIZE, FRAME_FIELDS, INSETS, FONT_FIELDS,
              TABLE_CELL_FIELDS, GRID_FIELDS, ACTION_FIELDS, ALTERNATIVE_LAYOUT, LAYOUT_NODE, *CLASSES.values()]
    same = sorted({p.name for table in tables for p in table if p.examples and p.default is not NO_DEFAULT
                   and p.examples[0] == p.default and type(p.examples[0]) is type(p.default)})
    if same:
        raise SystemExit(f"generate_schema: the first example equals the default for: {same}")


# ==============================================================================================
# Swift: the same tables as Swift declarations, so that code which applies or draws view
# properties is held to them by exhaustive switches (swift_source.py writes the text).
# ==============================================================================================

SWIFT_OUTPUT = ROOT / "Sources" / "NMViewModel" / "Generated" / "ViewProperty.swift"
SWIFT_INTRO = ("The view properties of the layout format and the enumerations their values come from, made from "
               "the same tables as Schemas/nmview.schema.json. Change the tables and run the generator.")

# Keys with a typed field of their own in ViewNode (Sources/NMViewModel/ViewNode.swift); every other
# key a view may carry is a ViewProperty.
STRUCTURAL = ["id", "class", "base", "template", "frame", "autoresizing", "omitFromLayouts", "ignoresSafeArea", "mirrors",
              "grid", "composedSubviews", "actions", "subviews"]

# The order a view applies its properties in is the tables' order (COMMON, then each class's own),
# except for these, which UIKit makes depend on others: (property, why).
APPLIED_FIRST = [
    ("buttonType", "Applied first: UIButton(type:) fixes the type when the button is made, so the button every "
                   "other property is set on is of this type."),
    ("style", "Applied before color: the style brings a colour of its own, which color then overrides."),
    ("segments", "Applied before selectedSegmentIndex, which can only select a segment that exists."),
    ("minimumValue", "Applied before value: UISlider clamps value into minimumValue...maximumValue as it is set."),
    ("maximumValue", "Applied before value: UISlider clamps value into minimumValue...maximumValue as it is set."),
]
APPLIED_LAST = [
    ("selectable", "Applied after the text and its font and colour: a UITextView that is not selectable "
                   "ignores changes to its font and text colour."),
    ("hidesWhenStopped", "Applied after every property but animating and hidden: turning it on hides a spinner "
                         "that is not spinning."),
    ("animating", "Applied after hidesWhenStopped: startAnimating() shows the spinner and stopAnimating() hides "
                  "it when hidesWhenStopped is on."),
    ("hidden", "Applied last, so that the file's own hidden wins over what animating and hidesWhenStopped do "
               "to it."),
]

# The enumerations Swift code gets as types: (type name, table, summary). A property whose value is
# one of them has the kind named after the type (contentMode for ContentMode).
SWIFT_ENUMERATIONS = [
    ("ColorName", COLOR_NAMES, "A UIKit colour by name (UIColor); the system ones adapt to light and dark mode."),
    ("ContentMode", CONTENT_MODES, "How a view lays out its content when its bounds change (UIView.ContentMode)."),
    ("TextAlignment", TEXT_ALIGNMENTS, "Horizontal alignment of text (NSTextAlignment)."),
    ("LineBreakMode", LINE_BREAK_MODES, "How text that does not fit is wrapped or truncated (NSLineBreakMode)."),
    ("FontWeight", FONT_WEIGHTS, "Weight of the system font (UIFont.Weight)."),
    ("TextStyle", TEXT_STYLES, "A Dynamic Type text style (UIFont.TextStyle)."),
    ("SymbolWeight", SYMBOL_WEIGHTS, "Weight variant of an SF Symbol (UIImage.SymbolWeight)."),
    ("SymbolScale", SYMBOL_SCALES, "Scale variant of an SF Symbol relative to text of its point size "
     "(UIImage.SymbolScale)."),
    ("ButtonType", BUTTON_TYPES, "Kind of button, fixed when it is created (UIButton.ButtonType)."),
    ("BorderStyle", BORDER_STYLES, "Border drawn around a text field (UITextField.BorderStyle)."),
    ("KeyboardType", KEYBOARD_TYPES, "Keyboard shown while a text field or text view is edited (UIKeyboardType)."),
    ("ReturnKeyType", RETURN_KEY_TYPES, "What the keyboard's return key reads (UIReturnKeyType)."),
    ("ClearButtonMode", CLEAR_BUTTON_MODES, "When a text field's clear button shows (UITextField.ViewMode)."),
    ("TextContentType", TEXT_CONTENT_TYPES, "What the text of a text field or text view is, for AutoFill "
     "(UITextContentType)."),
    ("AutocapitalizationType", AUTOCAPITALIZATION_TYPES, "Which letters the keyboard capitalizes by itself "
     "(UITextAutocapitalizationType)."),
    ("AutocorrectionType", AUTOCORRECTION_TYPES, "Whether words are corrected as they are typed "
     "(UITextAutocorrectionType)."),
    ("SpellCheckingType", SPELL_CHECKING_TYPES, "Whether misspelled words are underlined (UITextSpellCheckingType)."),
    ("AccessoryType", ACCESSORY_TYPES, "The standard accessory of a table view cell (UITableViewCell.AccessoryType)."),
    ("SelectionStyle", SELECTION_STYLES, "How a table view cell looks while selected (UITableViewCell.SelectionStyle)."),
    ("ActivityIndicatorStyle", ACTIVITY_STYLES, "Size of a spinner (UIActivityIndicatorView.Style)."),
    ("ScrollDirection", SCROLL_DIRECTIONS, "Direction a flow layout's items flow in "
     "(UICollectionView.ScrollDirection)."),
    ("StackAxis", STACK_AXES, "Direction a stack view's arranged subviews go in (NSLayoutConstraint.Axis)."),
    ("StackAlignment", STACK_ALIGNMENTS, "How a stack view places its arranged subviews across its axis "
     "(UIStackView.Alignment)."),
    ("StackDistribution", STACK_DISTRIBUTIONS, "How a stack view sizes and places its arranged subviews along "
     "its axis (UIStackView.Distribution)."),
    ("DocumentKind", DOCUMENT_KINDS, "What a layout file's view class is: the base class it builds on."),
    ("LayoutDirectionPolicy", LAYOUT_DIRECTIONS, "Whether a layout is mirrored in right-to-left languages "
     "(layoutDirection)."),
    ("ControlEvent", CONTROL_EVENTS, "A control event an action is bound to (UIControl.Event)."),
]

# Value kinds other than the enumerations: (kind, shape, summary). Bounds on integers and lists do not
# change how a value is read, so they are ignored when a property's shape is matched (see bare_shape).
SWIFT_KINDS = [
    ("color", ref("Color"), "A colour: `#RRGGBB`, `#RRGGBBAA`, a ``ColorName``, an asset catalog colour or a light and "
     "dark pair (``PropertyValue/colorValue``)."),
    ("font", ref("Font"), "A font (``PropertyValue/fontValue``)."),
    ("string", STRING, "Text kept as written, never translated (``PropertyValue/stringValue``)."),
    ("text", ref("Text"), "Text people read: as written, or looked up in the app's strings for their language "
     "(``PropertyValue/textValue``)."),
    ("image", ref("Image"), "An image asset by name or an SF Symbol (``PropertyValue/imageValue``)."),
    ("bool", BOOLEAN, "A flag (``PropertyValue/boolValue``)."),
    ("number", NUMBER, "A number (``PropertyValue/numberValue``)."),
    ("unitInterval", UNIT, "A number from 0 to 1 (``PropertyValue/numberValue``)."),
    ("length", LENGTH, "A length in points, 0 or more (``PropertyValue/numberValue``)."),
    ("integer", INTEGER, "A whole number (``PropertyValue/numberValue``)."),
    ("insets", ref("Insets"), "Distances from the four edges (``PropertyValue/insetsValue``)."),
    ("size", ref("Size"), "A width and a height (``PropertyValue/sizeValue``)."),
    ("textList", {"type": "array", "items": ref("Text")}, "A list of texts people read, each as written or "
     "localized (``PropertyValue/textListValue``)."),
]


def bare_shape(shape):
    """`shape` without the bounds that do not change how an integer or a list is read."""
    if shape.get("type") in ("integer", "array"):
        return {k: v for k, v in shape.items() if k not in ("minimum", "maximum", "minItems", "maxItems")}
    return shape


def swift_kind(name, shape):
    for type_name, table, _ in SWIFT_ENUMERATIONS:
        if shape == enum(table):
            return swift_source.lower_first(type_name)
    for kind, kind_shape, _ in SWIFT_KINDS:
        if bare_shape(shape) == kind_shape:
            return kind
    raise SystemExit(f"generate_schema: no Swift value kind for the shape of '{name}'; add one to SWIFT_KINDS")


def view_property_owners():
    """Every property a view may carry that is not structural, by name, with the classes that have it."""
    found = {name: owners for name, owners in override_candidates().items() if name not in STRUCTURAL}
    for prop in CUSTOM_VIEW:
        if prop.name not in STRUCTURAL and prop.name not in found:
            raise SystemExit(f"generate_schema: '{prop.name}' of custom views is not a property of any class")
    return found


def application_order(names):
    first = [name for name, _ in APPLIED_FIRST]
    last = [name for name, _ in APPLIED_LAST]
    unknown = sorted(set(first + last) - set(names))
    if unknown:
        raise SystemExit(f"generate_schema: the order of application names unknown properties: {unknown}")
    return first + [name for name in names if name not in first and name not in last] + last


def swift_property(name, owners, order_note):
    props = [prop for _, prop in owners]
    common = any(prop is candidate for candidate in COMMON for prop in props)
    classes = ["UIView"] if common else [cls for cls, _ in owners]
    kinds = {swift_kind(name, prop.shape) for prop in props}
    defaults = [prop.default for prop in props]
    if len(kinds) != 1 or any(d != defaults[0] or type(d) is not type(defaults[0]) for d in defaults):
        raise SystemExit(f"generate_schema: classes declare '{name}' with different kinds or defaults")
    if not props[0].examples:
        raise SystemExit(f"generate_schema: '{name}' has no example")
    uikit = {cls: prop.uikit.format(cls=cls) for cls, prop in owners[:1 if common else None] if prop.uikit}
    return swift_source.Property(
        name=name, summary=props[0].text, order_note=order_note, kind=kinds.pop(), classes=classes,
        default=None if defaults[0] is NO_DEFAULT else defaults[0], uikit=uikit, example=props[0].examples[0])


def render_swift():
    owners = view_property_owners()
    notes = dict(APPLIED_FIRST + APPLIED_LAST)
    properties = [swift_property(name, owners[name], notes.get(name)) for name in application_order(list(owners))]
    used = {prop.kind for prop in properties}
    kinds = [swift_source.Kind(kind, summary) for kind, _, summary in SWIFT_KINDS]
    kinds += [swift_source.Kind(swift_source.lower_first(type_name), f"One of the cases of ``{type_name}``, by its "
                                "raw value (``PropertyValue/enumerationValue(_:)``).")
              for type_name, _, _ in SWIFT_ENUMERATIONS if swift_source.lower_first(type_name) in used]
    unused = [kind.name for kind in kinds if kind.name not in used]
    if unused:
        raise SystemExit(f"generate_schema: value kinds no property has: {unused}")
    enumerations = [swift_source.Enumeration(type_name, summary, table)
                    for type_name, table, summary in SWIFT_ENUMERATIONS]
    return swift_source.render(properties, kinds, enumerations, SWIFT_INTRO)


# ==============================================================================================
# Main
# ==============================================================================================


def render():
    check_examples()
    schema = emit_schema()
    check_rules(schema)
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def stale(path, text):
    """Whether `path` differs from `text`, saying how on stderr."""
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if current == text:
        print(f"{path.relative_to(ROOT)} is up to date.")
        return False
    diff = list(difflib.unified_diff(current.splitlines(), text.splitlines(), "committed", "generated",
                                     lineterm="", n=1))
    print(f"{path.relative_to(ROOT)} is out of date; run Schemas/generator/generate_schema.py and commit the result.",
          file=sys.stderr)
    print("\n".join(diff[:40]) + ("\n..." if len(diff) > 40 else ""), file=sys.stderr)
    return True


def write(path, text):
    """Replaces the file `path` resolves to in one step."""
    # Schemas/nmview.schema.json is a link to the package resource nmview bundles; replace the
    # file it points to, not the link, so editors and the CLI keep reading one file.
    target = path.resolve()
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=target.parent, delete=False) as temporary:
        temporary.write(text)
    os.chmod(temporary.name, target.stat().st_mode & 0o777 if target.exists() else 0o644)
    os.replace(temporary.name, target)
    print(f"wrote {path.relative_to(ROOT)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if a committed output differs from what would be generated")
    args = parser.parse_args()
    outputs = [(OUTPUT, render()), (SWIFT_OUTPUT, render_swift())]
    if args.check:
        # Every output is checked, so one run names all that are stale.
        return 1 if [path for path, text in outputs if stale(path, text)] else 0
    for path, text in outputs:
        write(path, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
