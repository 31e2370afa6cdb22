/// What the text of a text input is, as a hint to the keyboard and AutoFill: a string constant
/// per kind of content, with the SDK's raw strings, which are tokens of the HTML autocomplete
/// vocabulary and not the Swift names (`emailAddress` is `"email"`, and UIKit's own spelling
/// `honorifix-prefix` is kept).
///
/// The raw strings are those the UIKit binaries hold: for iOS 10 to 12 as listed at
/// qiita.com/yukihiroK/items/652194ec54aa98b1c6ac and in decompiled iOS frameworks
/// (`PPQuickTypeQuery`), for iOS 15 and 17 as the IBDecodable project's decoder of Interface
/// Builder's `textContentType` attribute reads them (IBLinterCore, TextField.swift), since IB writes
/// the raw string. The two of iOS 17.4 are unconfirmed.
// SDK: UIKit/UITextInputTraits.h — typedef NSString * UITextContentType NS_TYPED_ENUM;
// (Swift: public struct UITextContentType : Hashable, Equatable, RawRepresentable, @unchecked Sendable)
// Members: https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The constant's string.
    public let rawValue: String

    /// A content type of the string `rawValue`.
    // SDK: (Swift: public init(rawValue: String))
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension UITextContentType {
    /// `"name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeName API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let name = UITextContentType(rawValue: "name")

    /// `"honorifix-prefix"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeNamePrefix API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let namePrefix = UITextContentType(rawValue: "honorifix-prefix")

    /// `"given-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeGivenName API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let givenName = UITextContentType(rawValue: "given-name")

    /// `"additional-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeMiddleName API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let middleName = UITextContentType(rawValue: "additional-name")

    /// `"family-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeFamilyName API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let familyName = UITextContentType(rawValue: "family-name")

    /// `"honorifix-suffix"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeNameSuffix API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let nameSuffix = UITextContentType(rawValue: "honorifix-suffix")

    /// `"nickname"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeNickname API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let nickname = UITextContentType(rawValue: "nickname")

    /// `"organization-title"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeJobTitle API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let jobTitle = UITextContentType(rawValue: "organization-title")

    /// `"organization"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeOrganizationName API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let organizationName = UITextContentType(rawValue: "organization")

    /// `"location"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeLocation API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let location = UITextContentType(rawValue: "location")

    /// `"street-address"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeFullStreetAddress API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")

    /// `"address-line1"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeStreetAddressLine1 API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")

    /// `"address-line2"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeStreetAddressLine2 API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")

    /// `"address-level2"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeAddressCity API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let addressCity = UITextContentType(rawValue: "address-level2")

    /// `"address-level1"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeAddressState API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let addressState = UITextContentType(rawValue: "address-level1")

    /// `"address-level1+2"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeAddressCityAndState API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")

    /// `"address-level3"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeSublocality API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let sublocality = UITextContentType(rawValue: "address-level3")

    /// `"country-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCountryName API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let countryName = UITextContentType(rawValue: "country-name")

    /// `"postal-code"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypePostalCode API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let postalCode = UITextContentType(rawValue: "postal-code")

    /// `"tel"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeTelephoneNumber API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let telephoneNumber = UITextContentType(rawValue: "tel")

    /// `"email"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeEmailAddress API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let emailAddress = UITextContentType(rawValue: "email")

    /// `"url"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeURL API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let URL = UITextContentType(rawValue: "url")

    /// `"cc-number"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardNumber API_AVAILABLE(ios(10.0));
    @available(iOS 10.0, *)
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")

    /// `"username"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeUsername API_AVAILABLE(ios(11.0));
    @available(iOS 11.0, *)
    public static let username = UITextContentType(rawValue: "username")

    /// `"password"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypePassword API_AVAILABLE(ios(11.0));
    @available(iOS 11.0, *)
    public static let password = UITextContentType(rawValue: "password")

    /// `"new-password"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeNewPassword API_AVAILABLE(ios(12.0));
    @available(iOS 12.0, *)
    public static let newPassword = UITextContentType(rawValue: "new-password")

    /// `"one-time-code"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeOneTimeCode API_AVAILABLE(ios(12.0));
    @available(iOS 12.0, *)
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")

    /// `"shipment-tracking-number"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeShipmentTrackingNumber API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")

    /// `"flight-number"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeFlightNumber API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    public static let flightNumber = UITextContentType(rawValue: "flight-number")

    /// `"date-time"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeDateTime API_AVAILABLE(ios(15.0));
    @available(iOS 15.0, *)
    public static let dateTime = UITextContentType(rawValue: "date-time")

    /// `"bday"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeBirthdate API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let birthdate = UITextContentType(rawValue: "bday")

    /// `"bday-day"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeBirthdateDay API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")

    /// `"bday-month"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeBirthdateMonth API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")

    /// `"bday-year"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeBirthdateYear API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")

    /// `"cc-csc"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardSecurityCode API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")

    /// `"cc-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardName API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardName = UITextContentType(rawValue: "cc-name")

    /// `"cc-given-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardGivenName API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")

    /// `"cc-additional-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardMiddleName API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")

    /// `"cc-family-name"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardFamilyName API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")

    /// `"cc-exp"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardExpiration API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")

    /// `"cc-exp-month"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardExpirationMonth API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")

    /// `"cc-exp-year"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardExpirationYear API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")

    /// `"cc-type"`.
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCreditCardType API_AVAILABLE(ios(17.0));
    @available(iOS 17.0, *)
    public static let creditCardType = UITextContentType(rawValue: "cc-type")

    /// `"cellular-eid"` (unconfirmed).
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCellularEID API_AVAILABLE(ios(17.4));
    @available(iOS 17.4, *)
    public static let cellularEID = UITextContentType(rawValue: "cellular-eid")

    /// `"cellular-imei"` (unconfirmed).
    // SDK: UIKIT_EXTERN UITextContentType const UITextContentTypeCellularIMEI API_AVAILABLE(ios(17.4));
    @available(iOS 17.4, *)
    public static let cellularIMEI = UITextContentType(rawValue: "cellular-imei")
}
