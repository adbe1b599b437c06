import { Badge } from "@/components/ui/badge";
import type { BoardColumn } from "./board-column";

/**
 * On a phone: every option (a unit of a property) in one table, in the board's order, each
 * opening its property's details. Columns of a comparison do not fit side by side there.
 */
export function OptionTable({ columns, onOpen }: { columns: BoardColumn[]; onOpen: (columnId: string) => void }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:hidden print:hidden">
      <table className="w-full text-left text-xs" data-testid="option-table">
        <caption className="sr-only">Every option, with its total for the stay, price a night, cancellation and distance</caption>
        <thead className="text-slate-600">
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Option
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              A night
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Cancellation
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Distance
            </th>
          </tr>
        </thead>
        {columns.map((column) => (
          <tbody key={column.id} className="border-b border-slate-200">
            {column.options.map((option, i) => (
              <tr key={option.key} className="align-top">
                <th scope="row" className="py-2 pr-2 font-normal">
                  <button
                    type="button"
                    onClick={() => onOpen(column.id)}
                    className="text-left text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {i === 0 ? <span className="block font-semibold">{column.name}</span> : <span className="sr-only">{column.name}: </span>}
                    {option.unitName}
                    {column.provider ? <span className="sr-only">, quoted by {column.provider}</span> : null}
                  </button>
                  {i === 0 && column.provider ? (
                    <span className="block text-slate-600" aria-hidden="true">
                      Quoted by {column.provider}
                    </span>
                  ) : null}
                  {i === 0 && column.booked ? (
                    <Badge tone="success" className="ml-1.5">
                      Booked
                    </Badge>
                  ) : null}
                </th>
                <td className="py-2 pr-2 text-right font-semibold text-slate-900 tabular-nums">
                  {option.total}
                  {option.converted ? <span className="block font-normal text-slate-700">{option.converted}</span> : null}
                </td>
                <td className="py-2 pr-2 text-right text-slate-900 tabular-nums">{option.perNight}</td>
                <td className="py-2 pr-2 text-slate-900">{option.cancellation}</td>
                <td className="py-2 text-right text-slate-900 tabular-nums">{i === 0 ? option.distance : ""}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
