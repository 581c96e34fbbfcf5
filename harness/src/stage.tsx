// The preview's stage: the canvas iframe at the scenario's viewport width, scaled down to fit
// when the stage is narrower.
import { type RefObject, useRef } from 'react';
import type { CanvasState } from './canvas';
import { useStageRoom } from './controls';
import * as texts from './messages';

export function Stage(props: {
  viewport: number;
  canvas: CanvasState;
  /** The named scenario applied, if any (picking one starts a canvas in the same render). */
  named: string | undefined;
  frame: RefObject<HTMLIFrameElement | null>;
  frameSrc: string;
  frameKey: number;
  title: string;
  onFrameLoad: () => void;
}) {
  const { viewport } = props;
  const stage = useRef<HTMLDivElement>(null);
  const room = useStageRoom(stage);
  // a viewport wider than the stage is scaled down to fit; its layout width stays the same
  const scale = room.width > 0 ? Math.min(1, room.width / viewport) : 1;
  return (
    <div
      className="stage"
      ref={stage}
      data-scenario={props.named ?? ''}
      data-scenario-state={props.canvas}
    >
      <div
        className="frame-box"
        style={{ width: `${viewport * scale}px`, height: `${room.height}px` }}
      >
        {props.canvas === 'preparing' ? (
          <p className="scale">{texts.preparing}</p>
        ) : (
          <iframe
            key={`${props.frameSrc}#${props.frameKey}`}
            ref={props.frame}
            title={props.title}
            src={props.frameSrc}
            style={{
              width: `${viewport}px`,
              height: `${room.height / scale}px`,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
            onLoad={props.onFrameLoad}
          />
        )}
      </div>
      <p className="scale" aria-live="polite">
        {viewport} px
        {scale < 1 ? texts.scaledTo(Math.round(scale * 100)) : ''}
      </p>
    </div>
  );
}
