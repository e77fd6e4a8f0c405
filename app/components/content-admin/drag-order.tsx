import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { GripVertical } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A list whose rows can be dragged into a new order (with a mouse; "Subir"/"Bajar" in each row are
 * the keyboard's and the no-JavaScript way). Dropping posts every id in its new order
 * (`intent=reorder`, `order` repeated) with a fetcher; the page reloads its data after.
 */
export function DragOrderList<Item extends { id: number }>({
  items,
  label,
  render,
}: {
  items: Item[];
  label: string;
  render: (item: Item, index: number) => ReactNode;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const pending = fetcher.formData?.getAll("order").map(Number);
  const shown = pending
    ? pending.map((id) => items.find((i) => i.id === id)).filter((i): i is Item => Boolean(i))
    : items;

  const drop = (targetId: number) => {
    if (dragging === null || dragging === targetId) return;
    const order = shown.map((i) => i.id).filter((id) => id !== dragging);
    order.splice(
      order.indexOf(targetId) +
        (shown.findIndex((i) => i.id === dragging) < shown.findIndex((i) => i.id === targetId) ? 1 : 0),
      0,
      dragging,
    );
    const body = new FormData();
    body.set("intent", "reorder");
    for (const id of order) body.append("order", String(id));
    fetcher.submit(body, { method: "post" });
  };

  return (
    <ol aria-label={label} className="flex flex-col gap-2" aria-busy={fetcher.state !== "idle" || undefined}>
      {shown.map((item, index) => (
        <li
          key={item.id}
          draggable={hydrated}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(item.id));
            setDragging(item.id);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDragOver={(event) => {
            if (dragging === null) return;
            event.preventDefault();
            setOver(item.id);
          }}
          onDrop={(event) => {
            event.preventDefault();
            drop(item.id);
            setDragging(null);
            setOver(null);
          }}
          data-quick-access-row={item.id}
          className={cn(
            "flex min-w-0 flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3",
            dragging === item.id && "opacity-50",
            over === item.id && dragging !== item.id && "border-brand-500 ring-2 ring-brand-500/40",
          )}
        >
          {hydrated && <GripVertical className="size-5 shrink-0 cursor-grab text-fg-muted" aria-hidden />}
          {render(item, index)}
        </li>
      ))}
    </ol>
  );
}
