export type NamedOptionsProps = {
  /** Records offered by id, shown by name (units, categories …). */
  items: ReadonlyArray<{ id: number; name: string }>;
};

/** A <select>'s options for records: the value is the id as text, the label the name. */
export function NamedOptions({ items }: NamedOptionsProps) {
  return items.map((item) => (
    <option key={item.id} value={String(item.id)}>
      {item.name}
    </option>
  ));
}
