/** "Fano (Pesaro e Urbino)"; just "Ancona" when the comune names its province. */
export function formatLocation(location: { municipality: string; province: string }): string {
  return location.municipality === location.province ? location.municipality : `${location.municipality} (${location.province})`;
}
