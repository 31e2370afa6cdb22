import UIKit

/// The Swift name of each of UIKit's content types, which a layout writes: a content type is a
/// string whose value is not its name (`.emailAddress` is `"email"`), so the tests read a view's
/// type back by comparing it with UIKit's constants.
@MainActor
enum TextContentTypeNames {
    /// Every constant UIKit declares up to the iOS 17.4 SDK, with its name.
    static let all: [(type: UITextContentType, name: String)] = [
        (.name, "name"),
        (.namePrefix, "namePrefix"),
        (.givenName, "givenName"),
        (.middleName, "middleName"),
        (.familyName, "familyName"),
        (.nameSuffix, "nameSuffix"),
        (.nickname, "nickname"),
        (.jobTitle, "jobTitle"),
        (.organizationName, "organizationName"),
        (.location, "location"),
        (.fullStreetAddress, "fullStreetAddress"),
        (.streetAddressLine1, "streetAddressLine1"),
        (.streetAddressLine2, "streetAddressLine2"),
        (.addressCity, "addressCity"),
        (.addressState, "addressState"),
        (.addressCityAndState, "addressCityAndState"),
        (.sublocality, "sublocality"),
        (.countryName, "countryName"),
        (.postalCode, "postalCode"),
        (.telephoneNumber, "telephoneNumber"),
        (.emailAddress, "emailAddress"),
        (.URL, "URL"),
        (.creditCardNumber, "creditCardNumber"),
        (.username, "username"),
        (.password, "password"),
        (.newPassword, "newPassword"),
        (.oneTimeCode, "oneTimeCode"),
        (.shipmentTrackingNumber, "shipmentTrackingNumber"),
        (.flightNumber, "flightNumber"),
        (.dateTime, "dateTime"),
        (.birthdate, "birthdate"),
        (.birthdateDay, "birthdateDay"),
        (.birthdateMonth, "birthdateMonth"),
        (.birthdateYear, "birthdateYear"),
        (.creditCardSecurityCode, "creditCardSecurityCode"),
        (.creditCardName, "creditCardName"),
        (.creditCardGivenName, "creditCardGivenName"),
        (.creditCardMiddleName, "creditCardMiddleName"),
        (.creditCardFamilyName, "creditCardFamilyName"),
        (.creditCardExpiration, "creditCardExpiration"),
        (.creditCardExpirationMonth, "creditCardExpirationMonth"),
        (.creditCardExpirationYear, "creditCardExpirationYear"),
        (.creditCardType, "creditCardType"),
        (.cellularEID, "cellularEID"),
        (.cellularIMEI, "cellularIMEI"),
    ]

    /// The name of `type`, or its raw string when UIKit declares no such constant.
    static func name(_ type: UITextContentType) -> String {
        all.first { $0.type == type }?.name ?? type.rawValue
    }
}
