import NMViewModel

extension TextContentType {
    /// The string UIKit's constant holds (`UITextContentTypeEmailAddress` is `"email"`), which is
    /// what Interface Builder writes in `textContentType`: tokens of the HTML autocomplete
    /// vocabulary, with UIKit's own spelling `honorifix-prefix` kept. For iOS 10 to 12 as the
    /// UIKit binaries hold them (qiita.com/yukihiroK/items/652194ec54aa98b1c6ac, and decompiled
    /// frameworks); for iOS 15 and 17 as the IBDecodable project reads IB's attribute
    /// (IBLinterCore, TextField.swift). The two of iOS 17.4 are unconfirmed. Exhaustive, so a
    /// type added to the format fails the build here until its string is known.
    var interfaceBuilderValue: String {
        switch self {
        case .name: "name"
        case .namePrefix: "honorifix-prefix"
        case .givenName: "given-name"
        case .middleName: "additional-name"
        case .familyName: "family-name"
        case .nameSuffix: "honorifix-suffix"
        case .nickname: "nickname"
        case .jobTitle: "organization-title"
        case .organizationName: "organization"
        case .location: "location"
        case .fullStreetAddress: "street-address"
        case .streetAddressLine1: "address-line1"
        case .streetAddressLine2: "address-line2"
        case .addressCity: "address-level2"
        case .addressState: "address-level1"
        case .addressCityAndState: "address-level1+2"
        case .sublocality: "address-level3"
        case .countryName: "country-name"
        case .postalCode: "postal-code"
        case .telephoneNumber: "tel"
        case .emailAddress: "email"
        case .URL: "url"
        case .creditCardNumber: "cc-number"
        case .username: "username"
        case .password: "password"
        case .newPassword: "new-password"
        case .oneTimeCode: "one-time-code"
        case .shipmentTrackingNumber: "shipment-tracking-number"
        case .flightNumber: "flight-number"
        case .dateTime: "date-time"
        case .birthdate: "bday"
        case .birthdateDay: "bday-day"
        case .birthdateMonth: "bday-month"
        case .birthdateYear: "bday-year"
        case .creditCardSecurityCode: "cc-csc"
        case .creditCardName: "cc-name"
        case .creditCardGivenName: "cc-given-name"
        case .creditCardMiddleName: "cc-additional-name"
        case .creditCardFamilyName: "cc-family-name"
        case .creditCardExpiration: "cc-exp"
        case .creditCardExpirationMonth: "cc-exp-month"
        case .creditCardExpirationYear: "cc-exp-year"
        case .creditCardType: "cc-type"
        case .cellularEID: "cellular-eid"
        case .cellularIMEI: "cellular-imei"
        }
    }

    /// Each type by the string IB writes for it, and by its own name, which an older or
    /// hand-edited file may hold.
    static let byInterfaceBuilderValue: [String: TextContentType] = Dictionary(
        allCases.flatMap { [($0.interfaceBuilderValue, $0), ($0.rawValue, $0)] }, uniquingKeysWith: { first, _ in first })
}
