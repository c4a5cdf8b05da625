public import Foundation

/// Insets from the edges of a rectangle, in points: UIKit's `UIEdgeInsets`.
///
/// A table's bottom ``ScrollView/contentInset`` is how a keyboard is modelled: the rows
/// under it stay laid out, and ``ScrollView/scrollRectToVisible(_:animated:)`` keeps a rect
/// above it.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
