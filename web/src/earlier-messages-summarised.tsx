/** A thin line where the model's view begins, so the editor knows what came before reaches it only as a summary. */
export function EarlierMessagesSummarised() {
  return (
    <p className="earlier-summarised" role="note">
      Earlier messages summarised for Wayfinder
    </p>
  );
}
