// UICollectionViewDelegate (selection, highlighting, primary actions, multiple selection,
// display and context menus), transcribed from
// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate and its methods'
// pages (for example .../collectionview(_:selectionfollowsfocusforitemat:)).
// 23 requirements, all optional as in UIKit. It refines UIScrollViewDelegate, as UIKit's does.
// Left out:
// - by scope (the corpus covers the groups above): layout transitions, moving items
//   (targetIndexPathForMoveOfItemFromOriginalIndexPath...), focus other than
//   selectionFollowsFocusForItemAt, spring loading, editing (canEditItemAt), the target content
//   offset, scene activation;
// - deprecated in iOS 16: collectionView(_:contextMenuConfigurationForItemAt:point:) and the
//   previewFor(Highlighting|Dismissing)ContextMenuWithConfiguration pair, replaced by the
//   ...ForItemsAt / highlightPreviewForItemAt / dismissalPreviewForItemAt methods below;
// - deprecated in iOS 13: the shouldShowMenu / canPerformAction / performAction trio.
// UICollectionView, its cells and the context menu types are in UIKitStubs.swift.
import DelegateKit
import Foundation
import Testing

/// UIKit's collection view delegate, the groups named in the header.
@MainActor
@Delegate
protocol UICollectionViewDelegate: UIScrollViewDelegate {
  // MARK: Highlighting and selection (true: allowed, without the method)

  @Optional(default: true)
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  @Optional func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  @Optional func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  @Optional(default: true)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  @Optional(default: true)
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  @Optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  @Optional func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  // Unclear: the page gives no default; `true` (the primary action is performed).
  @Optional(default: true)
  func collectionView(
    _ collectionView: UICollectionView,
    canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool
  @Optional func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
  // The page ties the answer to the collection view's selectionFollowsFocus property.
  @Optional(default: { (collectionView: UICollectionView) in collectionView.selectionFollowsFocus })
  func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool

  // MARK: Multiple selection (no two-finger selection unless the delegate asks)

  @Optional(default: false)
  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  )
  @Optional func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)

  // MARK: Display

  @Optional func collectionView(
    _ collectionView: UICollectionView,
    willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  )
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String,
    at indexPath: IndexPath
  )
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  )
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String,
    at indexPath: IndexPath
  )

  // MARK: Context menus (nil: no menu, or the system's preview)

  @Optional func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  )
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  )
  @Optional func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  )
}

/// A photo grid's selection: only photos (section 0) can be selected; at most `limit`.
@ExactResponder
@MainActor
final class PhotoSelection: UICollectionViewDelegate {
  let journal: Journal
  let limit: Int
  private(set) var selected: [IndexPath] = []

  init(journal: Journal, limit: Int) {
    self.journal = journal
    self.limit = limit
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    indexPath.section == 0 && selected.count < limit
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
    journal.record("selection.didSelect(\(indexPath.item))")
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    journal.record("selection.didHighlight(\(indexPath.item))")
  }
}

/// Counts displayed cells and offers a context menu for the selected photos; in an extension.
final class PhotoGridChrome {
  let journal: Journal
  private(set) var visibleCells = 0

  init(journal: Journal) {
    self.journal = journal
  }
}

extension PhotoGridChrome: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    visibleCells += 1
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    visibleCells -= 1
  }

  func collectionView(
    _ collectionView: UICollectionView,
    willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String,
    at indexPath: IndexPath
  ) {
    journal.record("chrome.willDisplay(\(elementKind))")
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    journal.record("chrome.didSelect(\(indexPath.item))")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    indexPaths.isEmpty ? nil : UIContextMenuConfiguration(identifier: "\(indexPaths.count) photos")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    journal.record("chrome.commit(\(configuration.identifier))")
  }
}

@MainActor
@Suite("UICollectionViewDelegate: selection, display and the iOS 16 context menus")
struct UICollectionViewDelegateCorpusTests {
  let photo = IndexPath(item: 3, section: 0)
  let album = IndexPath(item: 0, section: 1)

  @Test("Void calls reach every implementer in registration order, and no one else")
  func voidCalls() {
    let journal = Journal()
    let selection = PhotoSelection(journal: journal, limit: 2)
    let chrome = PhotoGridChrome(journal: journal)
    let multicast = UICollectionViewDelegateMulticast()
    multicast.add(selection)
    multicast.add(chrome)
    let grid = UICollectionView()
    multicast.collectionView(grid, didHighlightItemAt: photo)
    multicast.collectionView(grid, didSelectItemAt: photo)
    let header = UICollectionReusableView()
    multicast.collectionView(grid, willDisplaySupplementaryView: header, forElementKind: "header", at: album)
    multicast.collectionView(grid, willDisplay: UICollectionViewCell(), forItemAt: photo)
    multicast.collectionView(grid, willDisplay: UICollectionViewCell(), forItemAt: album)
    multicast.collectionView(grid, didEndDisplaying: UICollectionViewCell(), forItemAt: photo)
    multicast.collectionView(grid, didUnhighlightItemAt: photo)
    let configuration = UIContextMenuConfiguration(identifier: "menu")
    let animator = ContextMenuAnimatorDouble()
    multicast.collectionView(grid, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    #expect(
      journal.entries == [
        "selection.didHighlight(3)", "selection.didSelect(3)", "chrome.didSelect(3)", "chrome.willDisplay(header)",
        "chrome.commit(menu)",
      ]
    )
    #expect(chrome.visibleCells == 1)
  }

  @Test("Selection answers: the first implementer's, or true when none implements them")
  func selectionValues() {
    let journal = Journal()
    let grid = UICollectionView()
    let multicast = UICollectionViewDelegateMulticast()
    #expect(multicast.collectionView(grid, shouldSelectItemAt: album), "no delegate: selectable")
    #expect(multicast.collectionView(grid, shouldHighlightItemAt: album))
    #expect(multicast.collectionView(grid, shouldBeginMultipleSelectionInteractionAt: album) == false)
    let chrome = PhotoGridChrome(journal: journal)
    multicast.add(chrome)
    #expect(multicast.collectionView(grid, shouldDeselectItemAt: album), "the chrome leaves it to UIKit")
    grid.selectionFollowsFocus = true
    #expect(multicast.collectionView(grid, selectionFollowsFocusForItemAt: album), "the grid's property")
    let selection = PhotoSelection(journal: journal, limit: 1)
    multicast.add(selection)
    #expect(multicast.collectionView(grid, shouldSelectItemAt: album) == false, "albums are not selectable")
    #expect(multicast.collectionView(grid, shouldSelectItemAt: photo))
    multicast.collectionView(grid, didSelectItemAt: photo)
    #expect(multicast.collectionView(grid, shouldSelectItemAt: photo) == false, "the limit is reached")
  }

  @Test("Context menus: the implementer's configuration, or nil")
  func contextMenus() {
    let journal = Journal()
    let grid = UICollectionView()
    let multicast = UICollectionViewDelegateMulticast()
    #expect(multicast.collectionView(grid, contextMenuConfigurationForItemsAt: [photo], point: .zero) == nil)
    let selection = PhotoSelection(journal: journal, limit: 2)
    let chrome = PhotoGridChrome(journal: journal)
    multicast.add(selection)
    multicast.add(chrome)
    let menu = multicast.collectionView(grid, contextMenuConfigurationForItemsAt: [photo, album], point: .zero)
    #expect(menu?.identifier == "2 photos")
    #expect(multicast.collectionView(grid, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
    let configuration = UIContextMenuConfiguration(identifier: "m")
    let preview = multicast.collectionView(
      grid,
      contextMenuConfiguration: configuration,
      highlightPreviewForItemAt: photo
    )
    #expect(preview == nil, "nil: the system's preview")
  }

  @Test("A router per mode, a proxy, and responds(to:)")
  func routerProxyResponds() {
    let journal = Journal()
    let grid = UICollectionView()
    let selection = PhotoSelection(journal: journal, limit: 5)
    let chrome = PhotoGridChrome(journal: journal)
    let router = UICollectionViewDelegateRouter<Bool>()
    router.setDelegate(selection, for: true)
    router.setDefaultDelegate(chrome)
    router.collectionView(grid, didSelectItemAt: photo)
    router.select(true)
    router.collectionView(grid, didSelectItemAt: photo)
    let proxy = UICollectionViewDelegateProxy(chrome)
    proxy.collectionView(grid, didSelectItemAt: album)
    #expect(journal.entries == ["chrome.didSelect(3)", "selection.didSelect(3)", "chrome.didSelect(0)"])
    let multicast = UICollectionViewDelegateMulticast()
    multicast.add(selection)
    #expect(multicast.responds(to: .collectionViewShouldSelectItemAt))
    #expect(!multicast.responds(to: .collectionViewWillDisplayForItemAt), "@RespondsExactly: known at registration")
    multicast.add(chrome)
    #expect(multicast.responds(to: .collectionViewWillDisplayForItemAt))
    #expect(multicast.responds(to: .collectionViewDidEndMultipleSelectionInteraction), "chrome: not called yet")
    multicast.collectionViewDidEndMultipleSelectionInteraction(grid)
    #expect(!multicast.responds(to: .collectionViewDidEndMultipleSelectionInteraction))
  }
}
