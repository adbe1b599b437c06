import { Badge } from "@/components/ui/badge";
import { Table, TableCell, TableHeader } from "@/components/ui/table";
import type { BoardColumn } from "./board-column";

/**
 * On a phone: every option (a unit of a property) in one table, in the board's order, each
 * opening its property's details. Columns of a comparison do not fit side by side there.
 */
export function OptionTable({ columns, onOpen }: { columns: BoardColumn[]; onOpen: (columnId: string) => void }) {
  return (
    <Table
      look="compact"
      caption="Every option, with its total for the stay, price a night, cancellation and distance"
      hideCaption
      className="-mx-4 px-4 md:hidden print:hidden"
      data-testid="option-table"
    >
      <thead>
        <tr>
          <TableHeader scope="col">Option</TableHeader>
          <TableHeader scope="col" numeric>
            Total
          </TableHeader>
          <TableHeader scope="col" numeric>
            A night
          </TableHeader>
          <TableHeader scope="col">Cancellation</TableHeader>
          <TableHeader scope="col" numeric>
            Distance
          </TableHeader>
        </tr>
      </thead>
      {columns.map((column) => (
        <tbody key={column.id} className="text-slate-900">
          {column.options.map((option, i) => (
            <tr key={option.key}>
              <TableHeader scope="row">
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
              </TableHeader>
              <TableCell numeric className="font-semibold">
                {option.total}
                {option.converted ? <span className="block font-normal text-slate-700">{option.converted}</span> : null}
              </TableCell>
              <TableCell numeric>
                {option.perNight}
                {option.policy ? <span className="block text-slate-700">{option.policy}</span> : null}
              </TableCell>
              <TableCell>{option.cancellation}</TableCell>
              <TableCell numeric>{i === 0 ? option.distance : ""}</TableCell>
            </tr>
          ))}
        </tbody>
      ))}
    </Table>
  );
}
