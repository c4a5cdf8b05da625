/// Marks a longest strictly increasing subsequence of `values`.
///
/// The diff keeps the marked elements in place and moves the rest; the longer the kept run,
/// the fewer moves the table animates. Patience sorting finds a longest one. An element
/// larger than every pile top extends the longest run in O(1), so input that is already in
/// order — the usual case when only a few items move — costs O(n).
///
/// - Returns: One flag per element, `true` for the elements of the subsequence.
/// - Complexity: O(n log n) in the worst case, O(n) for sorted input.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  // `tails[length - 1]` is the index of the smallest value ending an increasing run of that
  // length; `previous` links each element to the element before it in its best run.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    if let last = tails.last, values[last] >= value {
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = low + (high - low) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : -1
      tails[low] = index
    } else {
      previous[index] = tails.last ?? -1
      tails.append(index)
    }
  }
  var mask = [Bool](repeating: false, count: values.count)
  var index = tails.last ?? -1
  while index >= 0 {
    mask[index] = true
    index = previous[index]
  }
  return mask
}
