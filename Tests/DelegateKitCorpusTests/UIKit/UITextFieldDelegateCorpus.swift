// UITextFieldDelegate, transcribed from
// https://developer.apple.com/documentation/uikit/uitextfielddelegate and its methods' pages
// (for example .../textfield(_:editmenuforcharactersin:suggestedactions:) and
// .../textfield(_:editmenuforcharactersinranges:suggestedactions:), iOS 26).
// Left out: nothing; all 14 requirements, all optional as in UIKit.
// Not expressible:
// - textFieldDidEndEditing(_:reason:) is called by UIKit *instead of* textFieldDidEndEditing(_:)
//   when implemented, and the iOS 26 ...InRanges variants stand in for the single-range ones:
//   in UIKit one method of each pair is called. Here each pair is two requirements, and a caller
//   calls both; each reaches the delegates that implement it.
// DelegateKit's own choice, not UIKit's: shouldChangeCharactersIn is `@Combining(.all)`, so a
// multicast of validators accepts an edit only when every one of them does.
// UIView, UIMenu, UIMenuElement and the edit menu animator are in UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// `UITextField`, with its `DidEndEditingReason` (UIKit's cases; `cancelled` is tvOS's).
final class UITextField: UIView {
  /// `UITextField.DidEndEditingReason`.
  enum DidEndEditingReason: Int, Sendable {
    case committed, cancelled
  }

  var text: String?
}

/// UIKit's text field delegate. Every requirement is optional; the `should` ones default to
/// true (the pages: return false to refuse).
@MainActor
@Delegate
protocol UITextFieldDelegate: AnyObject {
  @Optional(default: true) func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  @Optional func textFieldDidBeginEditing(_ textField: UITextField)
  @Optional(default: true) func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  @Optional func textFieldDidEndEditing(_ textField: UITextField)
  @Optional func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  @Combining(.all)
  @Optional(default: true)
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  @Optional(default: true)
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool
  @Optional func textFieldDidChangeSelection(_ textField: UITextField)
  @Optional(default: true) func textFieldShouldClear(_ textField: UITextField) -> Bool
  @Optional(default: true) func textFieldShouldReturn(_ textField: UITextField) -> Bool
  // "Return nil to present the default system menu."
  @Optional func textField(
    _ textField: UITextField,
    editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  @Optional func textField(
    _ textField: UITextField,
    editMenuForCharactersInRanges ranges: [NSValue],
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  @Optional func textField(
    _ textField: UITextField,
    willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
  )
  @Optional func textField(
    _ textField: UITextField,
    willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
  )
}

/// Accepts digits only; its members are in its body.
@ExactResponder
@MainActor
final class DigitsOnlyValidator: UITextFieldDelegate {
  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    string.allSatisfy(\.isNumber)
  }
}

/// A PIN form: at most four characters, a journal of the editing session, and a menu with
/// one more action; its delegate methods are in an extension.
final class PINFormController {
  let journal: Journal
  let field = UITextField()

  init(journal: Journal) {
    self.journal = journal
  }
}

extension PINFormController: UITextFieldDelegate {
  func textFieldDidBeginEditing(_ textField: UITextField) {
    journal.record("form.didBegin")
  }

  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    journal.record("form.didEnd(\(reason))")
  }

  func textField(
    _ textField: UITextField,
    shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    (textField.text ?? "").count - range.length + string.count <= 4
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    journal.record("form.return")
    return (textField.text ?? "").count == 4
  }

  func textField(
    _ textField: UITextField,
    editMenuForCharactersIn range: NSRange,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    UIMenu(children: suggestedActions + [UIAction(title: "Paste PIN")])
  }

  func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    journal.record("form.willPresentMenu")
  }
}

@MainActor
@Suite("UITextFieldDelegate: should-methods default to true; validators combine with .all")
struct UITextFieldDelegateCorpusTests {
  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let first = PINFormController(journal: journal)
    let second = PINFormController(journal: journal)
    let digits = DigitsOnlyValidator()
    let multicast = UITextFieldDelegateMulticast()
    multicast.add(digits)
    multicast.add(first)
    multicast.add(second)
    let field = first.field
    multicast.textFieldDidBeginEditing(field)
    multicast.textFieldDidEndEditing(field)
    multicast.textFieldDidEndEditing(field, reason: .committed)
    multicast.textField(field, willPresentEditMenuWith: EditMenuAnimatorDouble())
    multicast.textField(field, willDismissEditMenuWith: EditMenuAnimatorDouble())
    #expect(
      journal.entries == [
        "form.didBegin", "form.didBegin", "form.didEnd(committed)", "form.didEnd(committed)", "form.willPresentMenu",
        "form.willPresentMenu",
      ]
    )
  }

  @Test("@Combining(.all): an edit passes only when every validator accepts it")
  func validators() {
    let journal = Journal()
    let form = PINFormController(journal: journal)
    let multicast = UITextFieldDelegateMulticast()
    let field = form.field
    field.text = "12"
    let end = NSRange(location: 2, length: 0)
    #expect(multicast.textField(field, shouldChangeCharactersIn: end, replacementString: "x"), "nobody: true")
    let digits = DigitsOnlyValidator()
    multicast.add(digits)
    multicast.add(form)
    #expect(multicast.textField(field, shouldChangeCharactersIn: end, replacementString: "34"))
    #expect(!multicast.textField(field, shouldChangeCharactersIn: end, replacementString: "3a"), "not digits")
    #expect(!multicast.textField(field, shouldChangeCharactersIn: end, replacementString: "345"), "too long")
    #expect(multicast.textField(field, shouldChangeCharactersInRanges: [], replacementString: "x"), "nobody: true")
  }

  @Test("Values: the first implementer, or UIKit's true and nil")
  func values() {
    let journal = Journal()
    let form = PINFormController(journal: journal)
    let field = form.field
    let multicast = UITextFieldDelegateMulticast()
    #expect(multicast.textFieldShouldReturn(field))
    #expect(multicast.textFieldShouldClear(field))
    let suggested: [UIMenuElement] = [UIAction(title: "Copy")]
    let empty = NSRange(location: 0, length: 0)
    #expect(multicast.textField(field, editMenuForCharactersIn: empty, suggestedActions: suggested) == nil)
    multicast.add(form)
    field.text = "123"
    #expect(multicast.textFieldShouldReturn(field) == false)
    #expect(multicast.textFieldShouldBeginEditing(field), "the form leaves it to UIKit")
    let all = NSRange(location: 0, length: 3)
    let menu = multicast.textField(field, editMenuForCharactersIn: all, suggestedActions: suggested)
    #expect(menu?.children.map(\.title) == ["Copy", "Paste PIN"])
    #expect(journal.entries == ["form.return"])
  }

  @Test("A proxy, a router, and responds(to:)")
  func proxyRouterResponds() {
    let journal = Journal()
    let form = PINFormController(journal: journal)
    let digits = DigitsOnlyValidator()
    let proxy = UITextFieldDelegateProxy(digits)
    let field = form.field
    #expect(proxy.textFieldShouldReturn(field), "the validator leaves it to UIKit")
    proxy.delegate = form
    #expect(proxy.textFieldShouldReturn(field) == false)
    let router = UITextFieldDelegateRouter<String>()
    router.setDelegate(form, for: "pin")
    router.setDelegate(digits, for: "amount")
    router.select("amount")
    router.textFieldDidBeginEditing(field)
    router.select("pin")
    router.textFieldDidBeginEditing(field)
    #expect(journal.entries == ["form.return", "form.didBegin"])
    let multicast = UITextFieldDelegateMulticast()
    multicast.add(digits)
    #expect(!multicast.responds(to: .textFieldShouldReturn), "@RespondsExactly: known at registration")
    #expect(multicast.responds(to: .textFieldShouldChangeCharactersInReplacementString))
    multicast.add(form)
    #expect(multicast.responds(to: .textFieldDidEndEditingReason))
    withExtendedLifetime((form, digits)) {}
  }
}
