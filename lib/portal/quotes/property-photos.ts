import "server-only";
import type { Property } from "@/lib/contract/quote";
import { photoSrc } from "../photos/photo-url";

/** A property's photo as the comparison shows it: what its `<img>` loads, and its caption. */
export type PropertyPhoto = { url: string; caption: string | null };

/**
 * A property's photos for the comparison, the share page and their printout: the default
 * one first, then in the provider's order, each loaded from the portal's origin (a
 * provider's own through the photo route). A photo at no URL the portal fetches is left out.
 */
export function propertyPhotos(property: Pick<Property, "images">): PropertyPhoto[] {
  return [...(property.images ?? [])]
    .sort((a, b) => Number(b.default) - Number(a.default) || a.ordering - b.ordering)
    .flatMap((image) => {
      const url = photoSrc(image.url);
      return url ? [{ url, caption: image.caption ?? null }] : [];
    });
}
