import DelegateKitTable
import Testing

/// The public value types users see: they map onto the seed's flags.
@Suite struct PublicTypesTests {
  /// `LoadKind` round-trips the seed's `shouldLoadMore` flag: true is a page, false a reload.
  @Test func loadKindMatchesTheSeedsFlag() {
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

  /// `isLoading` is the seed's `Bool`: true only while a load is in flight.
  @Test func loadingStateIsLoading() {
    #expect(LoadingState.refreshing.isLoading)
    #expect(LoadingState.loadingMore.isLoading)
    #expect(!LoadingState.idle.isLoading)
    #expect(!LoadingState.exhausted.isLoading)
    #expect(!LoadingState.failed(.nextPage, message: "offline").isLoading)
  }
}
