// Accessible carousel (WAI-ARIA APG carousel pattern) used by sliders, product carousels and the rich
// content sliders. Every control's name comes from the content.* messages in the shopper's language.
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CarouselSettings } from '../parse/content-node.ts';
import { messages } from '../messages.ts';
import { useCarousel } from './use-carousel.ts';

export interface CarouselSlide {
  key: string;
  node: ReactNode;
  /** Accessible name of the slide; defaults to "Slide n of m". */
  label?: string;
}

interface Props {
  slides: readonly CarouselSlide[];
  settings: CarouselSettings;
  /** Accessible name of the whole carousel. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** Groups items into columns of `rows` cards each (category sliders' slideRows). */
function columns(slides: readonly CarouselSlide[], rows: number): CarouselSlide[] {
  if (rows <= 1) return [...slides];
  const out: CarouselSlide[] = [];
  for (let i = 0; i < slides.length; i += rows) {
    const group = slides.slice(i, i + rows);
    out.push({ key: group.map((s) => s.key).join('+'), node: <div className="pb-carousel__rows">{group.map((s) => <div key={s.key}>{s.node}</div>)}</div> });
  }
  return out;
}

export function Carousel({ slides: items, settings, ...rest }: Props) {
  const slides = columns(items, settings.slideRows);
  const perView = settings.fade ? 1 : Math.min(settings.slidesToShow, Math.max(1, slides.length));
  const positions = Math.max(1, settings.infinite ? slides.length : slides.length - perView + 1);
  // The chart reads its input once: a new slide count or setting starts a fresh one.
  const key = `${positions}:${settings.infinite}:${settings.autoplay}:${settings.autoplaySpeed}`;
  return <CarouselBody key={key} slides={slides} settings={settings} perView={perView} positions={positions} {...rest} />;
}

function CarouselBody({ slides, settings, perView, positions, label, className, style }: Props & { perView: number; positions: number }) {
  const intl = useIntl();
  const state = useCarousel({ positions, infinite: settings.infinite, autoplay: settings.autoplay, autoplaySpeed: settings.autoplaySpeed });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: state.previous,
      ArrowRight: state.next,
      Home: () => state.goTo(0),
      End: () => state.goTo(state.positions - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const visible = (i: number) => (settings.fade ? i === state.index : i >= state.index && i < state.index + perView);
  const trackStyle: CSSProperties = settings.fade
    ? {}
    : { display: 'flex', transform: `translateX(-${(state.index * 100) / perView}%)`, transition: 'transform 300ms ease' };
  const viewportStyle: CSSProperties = { overflow: 'hidden', position: 'relative', ...(settings.mode === 'continuous' ? { paddingInline: settings.centerPadding } : {}) };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the carousel's own controls bubble here (WAI-ARIA carousel pattern)
    <section
      className={['pb-carousel', className].filter(Boolean).join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={label ?? intl.formatMessage(messages.carouselLabel)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => state.pointer(true)}
      onMouseLeave={() => state.pointer(false)}
      onFocus={() => state.focus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) state.focus(false);
      }}
    >
      {state.autoplays ? (
        <button type="button" className="pb-carousel__play" onClick={state.togglePlay} aria-label={intl.formatMessage(state.userPaused ? messages.play : messages.pause)} />
      ) : null}
      <div className="pb-carousel__viewport" style={viewportStyle}>
        <div className="pb-carousel__track" style={trackStyle} aria-live={state.playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label ?? intl.formatMessage(messages.slideLabel, { index: i + 1, count: slides.length })}
              aria-hidden={visible(i) ? undefined : true}
              inert={!visible(i)}
              className="pb-carousel__slide"
              style={
                settings.fade
                  ? { position: i === 0 ? 'relative' : 'absolute', inset: 0, opacity: visible(i) ? 1 : 0, transition: 'opacity 500ms ease' }
                  : { flex: `0 0 ${100 / perView}%`, minWidth: 0 }
              }
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {settings.arrows && state.positions > 1 ? (
        <>
          <button type="button" className="pb-carousel__prev" onClick={state.previous} disabled={!state.canPrevious} aria-label={intl.formatMessage(messages.previous)} />
          <button type="button" className="pb-carousel__next" onClick={state.next} disabled={!state.canNext} aria-label={intl.formatMessage(messages.next)} />
        </>
      ) : null}
      {settings.dots && state.positions > 1 ? (
        <div className="pb-carousel__dots" role="group" aria-label={intl.formatMessage(messages.slideNavigation)}>
          {Array.from({ length: state.positions }, (_, i) => (
            <button
              key={i}
              type="button"
              className="pb-carousel__dot"
              aria-label={intl.formatMessage(messages.goTo, { index: i + 1 })}
              aria-current={i === state.index ? 'true' : undefined}
              onClick={() => state.goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
