import DelegateKitTable
import Testing

/// The public value types users see: they map onto the delegate's `Bool` flags.
@Suite struct PublicTypesTests {
  /// `LoadKind` round-trips the `shouldLoadMore` flag: true is a page, false a reload.
  @Test func loadKindMatchesTheShouldLoadMoreFlag() {
    #expect(LoadKind(loadingMore: true) == .nextPage)
    #expect(LoadKind(loadingMore: false) == .refresh)
    #expect(LoadKind.nextPage.isLoadingMore)
    #expect(!LoadKind.refresh.isLoadingMore)
  }

  /// The named results say what they mean.
  @Test func loadResultShorthands() {
    #expect(LoadResult.morePages == LoadResult(hasMorePages: true))
    #expect(LoadResult.lastPage.hasMorePages == false)
  }

  /// `isLoading` is true only while a load is in flight.
  @Test func loadingStateIsLoading() {
    #expect(LoadingState.refreshing.isLoading)
    #expect(LoadingState.loadingMore.isLoading)
    #expect(!LoadingState.idle.isLoading)
    #expect(!LoadingState.exhausted.isLoading)
    #expect(!LoadingState.failed(.nextPage, message: "offline").isLoading)
  }
}
