#if canImport(UIKit)
import NMViewModel
import UIKit

/// The text input traits (UITextInputTraits) of text fields and text views.
extension UIKitValues {
    /// The content type `value` names; `nil` on an iOS older than the type, which then says
    /// nothing, as an app would under `#available`.
    static func textContentType(_ value: TextContentType) -> UITextContentType? {
        switch value {
        // iOS 10 to 15, all below the package's iOS 16.
        case .name: .name
        case .namePrefix: .namePrefix
        case .givenName: .givenName
        case .middleName: .middleName
        case .familyName: .familyName
        case .nameSuffix: .nameSuffix
        case .nickname: .nickname
        case .jobTitle: .jobTitle
        case .organizationName: .organizationName
        case .location: .location
        case .fullStreetAddress: .fullStreetAddress
        case .streetAddressLine1: .streetAddressLine1
        case .streetAddressLine2: .streetAddressLine2
        case .addressCity: .addressCity
        case .addressState: .addressState
        case .addressCityAndState: .addressCityAndState
        case .sublocality: .sublocality
        case .countryName: .countryName
        case .postalCode: .postalCode
        case .telephoneNumber: .telephoneNumber
        case .emailAddress: .emailAddress
        case .URL: .URL
        case .creditCardNumber: .creditCardNumber
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .shipmentTrackingNumber: .shipmentTrackingNumber
        case .flightNumber: .flightNumber
        case .dateTime: .dateTime
        // iOS 17 and 17.4: an older system has no such type, and the view is told none.
        case .birthdate: if #available(iOS 17.0, *) { .birthdate } else { nil }
        case .birthdateDay: if #available(iOS 17.0, *) { .birthdateDay } else { nil }
        case .birthdateMonth: if #available(iOS 17.0, *) { .birthdateMonth } else { nil }
        case .birthdateYear: if #available(iOS 17.0, *) { .birthdateYear } else { nil }
        case .creditCardSecurityCode: if #available(iOS 17.0, *) { .creditCardSecurityCode } else { nil }
        case .creditCardName: if #available(iOS 17.0, *) { .creditCardName } else { nil }
        case .creditCardGivenName: if #available(iOS 17.0, *) { .creditCardGivenName } else { nil }
        case .creditCardMiddleName: if #available(iOS 17.0, *) { .creditCardMiddleName } else { nil }
        case .creditCardFamilyName: if #available(iOS 17.0, *) { .creditCardFamilyName } else { nil }
        case .creditCardExpiration: if #available(iOS 17.0, *) { .creditCardExpiration } else { nil }
        case .creditCardExpirationMonth: if #available(iOS 17.0, *) { .creditCardExpirationMonth } else { nil }
        case .creditCardExpirationYear: if #available(iOS 17.0, *) { .creditCardExpirationYear } else { nil }
        case .creditCardType: if #available(iOS 17.0, *) { .creditCardType } else { nil }
        case .cellularEID: if #available(iOS 17.4, *) { .cellularEID } else { nil }
        case .cellularIMEI: if #available(iOS 17.4, *) { .cellularIMEI } else { nil }
        }
    }

    static func autocapitalizationType(_ value: AutocapitalizationType) -> UITextAutocapitalizationType {
        switch value {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }

    static func autocorrectionType(_ value: AutocorrectionType) -> UITextAutocorrectionType {
        switch value {
        case .default: .default
        case .no: .no
        case .yes: .yes
        }
    }

    static func spellCheckingType(_ value: SpellCheckingType) -> UITextSpellCheckingType {
        switch value {
        case .default: .default
        case .no: .no
        case .yes: .yes
        }
    }
}
#endif
