import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkerSet, type MapPoint } from './map-markers';

const point = (n: number): MapPoint => ({
  id: `p${n}`,
  lat: 30 + n,
  lng: -97,
  title: `Project <b>${n}</b>`,
  detail: `$${n},000`,
  href: `/projects/p${n}`,
});

function makeMap() {
  const element = document.createElement('div');
  document.body.append(element);
  return { map: L.map(element, { center: [39, -98], zoom: 4 }), element };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the map markers', () => {
  it('puts one marker per point and tells which one was clicked', () => {
    const { map } = makeMap();
    const onSelect = vi.fn();
    const markers = new MarkerSet(map, { onSelect, onOpen: vi.fn() });
    markers.show([point(1), point(2)]);
    expect(markers.size).toBe(2);
    markers.markerOf('p2')!.fire('click');
    expect(onSelect).toHaveBeenCalledWith('p2');
    map.remove();
  });

  it('draws the highlighted marker larger, and only one at a time', () => {
    const { map } = makeMap();
    const markers = new MarkerSet(map, { onSelect: vi.fn(), onOpen: vi.fn() });
    markers.show([point(1), point(2)]);
    markers.highlight('p1');
    expect(markers.markerOf('p1')!.getRadius()).toBe(12);
    markers.highlight('p2');
    expect(markers.markerOf('p1')!.getRadius()).toBe(8);
    expect(markers.markerOf('p2')!.getRadius()).toBe(12);
    expect(markers.highlightedId()).toBe('p2');
    // The highlight stays through new results that still hold the item.
    markers.show([point(2), point(3)]);
    expect(markers.markerOf('p2')!.getRadius()).toBe(12);
    map.remove();
  });

  it('shows titles as text in the popup and opens its link in the app', () => {
    const { map } = makeMap();
    const onOpen = vi.fn();
    const markers = new MarkerSet(map, { onSelect: vi.fn(), onOpen });
    markers.show([point(1)]);
    markers.highlight('p1', true);
    const content = markers.markerOf('p1')!.getPopup()!.getContent() as HTMLElement;
    const link = content.querySelector('a')!;
    expect(link.textContent).toBe('Project <b>1</b>');
    expect(content.querySelector('b')).toBeNull();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(onOpen).toHaveBeenCalledWith('/projects/p1');
    map.remove();
  });
});
