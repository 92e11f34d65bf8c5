// The board map: tiles from the site's configuration (GET /settings), a marker per item with a
// place, in step with the list beside it (the list's hovered or chosen item is highlighted here;
// a marker clicked here is chosen there).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MarkerSet, type MapPoint } from './map-markers';
import styles from './Board.module.css';

export interface ListingMapProps {
  points: readonly MapPoint[];
  /** The item to highlight (hovered or chosen in the list). */
  highlightedId: string | null;
  /** Open the highlighted item's popup (it was chosen, not only hovered). */
  openPopup: boolean;
  onSelect: (id: string) => void;
  tileUrl: string;
  attribution: string;
  /** The map's accessible name. */
  label: string;
}

/** The centre of the contiguous United States, before any marker is shown. */
const START: L.LatLngExpression = [39.8, -98.6];

export function ListingMap({
  points,
  highlightedId,
  openPopup,
  onSelect,
  tileUrl,
  attribution,
  label,
}: ListingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef<MarkerSet | null>(null);
  const navigate = useNavigate();
  const select = useRef(onSelect);
  const go = useRef(navigate);
  useEffect(() => {
    select.current = onSelect;
    go.current = navigate;
  }, [onSelect, navigate]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { center: START, zoom: 4, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: escapeText(attribution), maxZoom: 19 }).addTo(map);
    markers.current = new MarkerSet(map, {
      onSelect: (id) => select.current(id),
      onOpen: (href) => void go.current(href),
    });
    // The map may be laid out after it is made (a tab shown, the window resized).
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      markers.current = null;
      map.remove();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    markers.current?.show(points);
  }, [points, tileUrl, attribution]);

  useEffect(() => {
    markers.current?.highlight(highlightedId, openPopup);
  }, [highlightedId, openPopup, points]);

  return <div ref={container} className={styles.map} role="region" aria-label={label} />;
}

/** Leaflet shows the attribution as HTML: the configured text is shown as text. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
