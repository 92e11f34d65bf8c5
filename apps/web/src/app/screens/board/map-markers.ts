// The markers of the board map, kept in step with the list: one circle marker per item with
// coordinates, its popup naming the item with a link to it, the highlighted one drawn larger and
// in the accent colour. Leaflet is used directly (no React wrapper: react-leaflet's licence).
import L from 'leaflet';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** A short second line (the bid or pay, the place). */
  detail: string;
  /** Where the popup's link goes. */
  href: string;
}

const NORMAL: L.CircleMarkerOptions = {
  radius: 8,
  weight: 2,
  color: '#1f4e79',
  fillColor: '#4a90c2',
  fillOpacity: 0.8,
};
const HIGHLIGHTED: L.CircleMarkerOptions = {
  radius: 12,
  weight: 3,
  color: '#b34700',
  fillColor: '#ff8c1a',
  fillOpacity: 0.95,
};

/** The popup's content, built as elements: titles are text, never markup. */
function popupContent(point: MapPoint, onOpen: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = point.href;
  link.textContent = point.title;
  link.style.fontWeight = '700';
  // The app's router opens it (no page reload); a modified click keeps the browser's behaviour.
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(point.href);
  });
  const detail = document.createElement('div');
  detail.textContent = point.detail;
  box.append(link, detail);
  return box;
}

export interface MarkerSetOptions {
  /** A marker was chosen on the map (clicked or its popup opened). */
  onSelect: (id: string) => void;
  /** A popup's link was followed. */
  onOpen: (href: string) => void;
}

/** The markers on one map; `show` replaces them, `highlight` marks one (or none). */
export class MarkerSet {
  private readonly layer: L.LayerGroup;
  private readonly markers = new Map<string, L.CircleMarker>();
  private highlighted: string | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly options: MarkerSetOptions,
  ) {
    this.layer = L.layerGroup().addTo(map);
  }

  show(points: readonly MapPoint[]): void {
    this.layer.clearLayers();
    this.markers.clear();
    for (const point of points) {
      const marker = L.circleMarker([point.lat, point.lng], { ...NORMAL });
      marker.bindPopup(popupContent(point, this.options.onOpen));
      marker.bindTooltip(point.title);
      marker.on('click', () => this.options.onSelect(point.id));
      marker.addTo(this.layer);
      this.markers.set(point.id, marker);
    }
    const chosen = this.highlighted;
    this.highlighted = null;
    this.highlight(chosen);
    if (points.length > 0) {
      const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
      this.map.fitBounds(bounds, { padding: [32, 32], maxZoom: 12 });
    }
  }

  /** Draws this item's marker as the highlighted one; with `open`, opens its popup too. */
  highlight(id: string | null, open = false): void {
    if (this.highlighted && this.highlighted !== id) {
      this.markers.get(this.highlighted)?.setStyle(NORMAL).setRadius(NORMAL.radius!);
    }
    this.highlighted = id;
    const marker = id ? this.markers.get(id) : undefined;
    if (!marker) return;
    marker.setStyle(HIGHLIGHTED).setRadius(HIGHLIGHTED.radius!).bringToFront();
    if (open) marker.openPopup();
  }

  /** The highlighted item, if it has a marker. */
  highlightedId(): string | null {
    return this.highlighted && this.markers.has(this.highlighted) ? this.highlighted : null;
  }

  /** The marker of an item (for tests and the map's own events). */
  markerOf(id: string): L.CircleMarker | undefined {
    return this.markers.get(id);
  }

  get size(): number {
    return this.markers.size;
  }
}
