"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { Photo } from "./photo";

// The dialog (and Radix with it) is fetched only when someone opens the gallery.
const GalleryDialog = dynamic(() => import("./gallery-dialog").then((m) => m.GalleryDialog), { ssr: false });

/** The default photo; pressing it opens every photo in a dialog. */
export function PhotoGallery({ photos, propertyName, priority }: { photos: Photo[]; propertyName: string; priority: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The dialog has no Radix trigger (it is loaded on demand), so focus is returned here.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const first = photos[0];
  const count = photos.length === 1 ? "1 photo" : `${photos.length} photos`;
  if (!first) return <div className="flex h-28 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-500">No photos</div>;
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className="group relative block w-full overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={`Open ${count} of ${propertyName}`}
      >
        {/* Plain img: the photos come from the portal (a provider's through its photo route), sized here so nothing shifts. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={first.url}
          alt={first.caption ?? propertyName}
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "low"}
          decoding="async"
          className="h-28 w-full bg-slate-100 object-cover print:h-12"
        />
        <span className="absolute right-2 bottom-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white print:hidden">
          {count}
        </span>
      </button>
      {open ? <GalleryDialog photos={photos} title={`Photos of ${propertyName}`} onClose={close} /> : null}
    </>
  );
}
