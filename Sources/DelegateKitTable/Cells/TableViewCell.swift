/// A row's content as a model, not a view: UIKit's `UITableViewCell` with its labels and
/// image view replaced by the values they showed.
///
/// A front end draws a cell from these properties. Cells are reused: register a class for
/// a reuse identifier and dequeue cells from the table; override ``prepareForReuse()`` to
/// reset what your subclass adds. The table keeps a cell for each visible row and a few
/// spare ones, never one per row.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
/// cell.text = contact.name
/// cell.detailText = contact.email
/// cell.accessoryType = .disclosureIndicator
/// ```
@MainActor
open class TableViewCell {
  /// The layout of a cell's text, as UIKit's cell styles.
  public enum CellStyle: Sendable, Hashable {
    /// The text alone, left-aligned, with an optional image.
    case `default`
    /// The text on the left and the detail on the right.
    case value1
    /// A small blue label and the text beside it.
    case value2
    /// The text with the detail below it.
    case subtitle
  }

  /// The control at the cell's trailing edge.
  public enum AccessoryType: Sendable, Hashable {
    /// Nothing.
    case none
    /// A chevron: selecting the row shows more.
    case disclosureIndicator
    /// An info button and a chevron; the button reports
    /// ``TableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)``.
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// An info button alone.
    case detailButton
  }

  /// What editing a row does.
  public enum EditingStyle: Sendable, Hashable {
    /// Not editable.
    case none
    /// Deleted by the user.
    case delete
    /// Inserted by the user.
    case insert
  }

  /// How a selected cell shows its selection.
  public enum SelectionStyle: Sendable, Hashable {
    /// Not at all.
    case none
    /// In blue (UIKit's old style).
    case blue
    /// In gray (UIKit's old style).
    case gray
    /// The platform's selection colour.
    case `default`
  }

  /// The layout of the cell's text.
  public let style: CellStyle
  /// The identifier the table reuses the cell under, or `nil` for a cell made by hand.
  public let reuseIdentifier: String?

  /// The main text.
  open var text: String?
  /// The secondary text: to the right or below, by ``style``.
  open var detailText: String?
  /// The name of an image to show before the text; a front end maps names to pictures.
  open var imageName: String?
  /// The trailing control.
  open var accessoryType: AccessoryType = .none
  /// The trailing control while the table is editing.
  open var editingAccessoryType: AccessoryType = .none
  /// How the cell shows its selection.
  open var selectionStyle: SelectionStyle = .default
  /// How far the content is indented, in levels.
  open var indentationLevel = 0
  /// Anything your code wants to keep with the cell, such as the model it shows.
  open var payload: Any?

  /// Whether the row is selected; the table keeps it up to date.
  public internal(set) var isSelected = false
  /// Whether the row is highlighted, between touch down and selection.
  public internal(set) var isHighlighted = false
  /// Whether the table is editing; the table keeps it up to date.
  public internal(set) var isEditing = false

  /// Creates a cell; the table calls it with ``CellStyle/default`` when it dequeues a cell
  /// of a registered class.
  ///
  /// - Parameters:
  ///   - style: The layout of the cell's text.
  ///   - reuseIdentifier: The identifier the table reuses the cell under.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called before the table hands the cell out again. Reset here what your subclass adds;
  /// the base class clears its text, detail, image, accessory, indentation and payload,
  /// so a reused cell never shows the last row's content.
  open func prepareForReuse() {
    text = nil
    detailText = nil
    imageName = nil
    accessoryType = .none
    editingAccessoryType = .none
    indentationLevel = 0
    payload = nil
    isHighlighted = false
  }
}
