/** The " *" after the label of a required field (the input itself carries `required`). */
export function RequiredMark(props: { shown: boolean | undefined }) {
  return props.shown ? (
    <span className="req" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}
