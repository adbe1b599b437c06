"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import type { Photo } from "./photo";

/** Every photo of a property, one at a time; ← and → move, Esc closes (Radix). */
export function GalleryDialog({ photos, title, onClose }: { photos: Photo[]; title: string; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const photo = photos[index]!;
  const move = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length);
  // On the document, so the arrows work wherever the focus is inside the dialog.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((i) => (i + step + photos.length) % photos.length);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [photos.length]);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title} description="Use the left and right arrow keys to move between photos." className="max-w-3xl">
        <div>
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={photo.url} alt={photo.caption ?? title} width={800} height={600} className="aspect-[4/3] w-full rounded-md bg-slate-100 object-contain" />
            <figcaption className="mt-2 text-sm text-slate-700" aria-live="polite">
              <span className="font-medium tabular-nums">
                {index + 1} of {photos.length}
              </span>
              {photo.caption ? ` · ${photo.caption}` : ""}
            </figcaption>
          </figure>
          <div className="mt-3 flex justify-between gap-2">
            <Button variant="secondary" onClick={() => move(-1)} disabled={photos.length < 2}>
              ← Previous
            </Button>
            <Button variant="secondary" onClick={() => move(1)} disabled={photos.length < 2}>
              Next →
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
