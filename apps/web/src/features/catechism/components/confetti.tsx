// docs/product.md "Catechism home" and "Business constants": confetti over the week's birthdays, 200 pieces
// tweened in over 5000 ms, falling again and again until the mouse moves (or a finger touches: phones have
// no mouse). A plain canvas (~1 KB), loaded only by the catechism home when there are birthdays and motion
// is welcome.
import { useEffect, useRef } from 'react';
import { CONFETTI_PIECES, CONFETTI_TWEEN_MS } from '@parish/shared/plain/constants';

const COLOURS = ['#f59e0b', '#ef4444', '#10b981', '#3b82f6', '#a855f7', '#ec4899', '#facc15'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  angle: number;
  spin: number;
  w: number;
  h: number;
  colour: string;
}

function newPiece(width: number, height: number, fromTop: boolean): Piece {
  return {
    x: Math.random() * width,
    y: fromTop ? -20 - Math.random() * 40 : -Math.random() * height,
    vx: (Math.random() - 0.5) * 1.2,
    vy: 1.5 + Math.random() * 2.5,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.2,
    w: 6 + Math.random() * 5,
    h: 10 + Math.random() * 6,
    colour: COLOURS[Math.floor(Math.random() * COLOURS.length)],
  };
}

/** Draws until `onDone` is called by the first mouse movement or touch; then the parent unmounts it. */
export default function Confetti({ onDone }: { onDone: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    let width = 0;
    let height = 0;
    const resize = () => {
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();

    const pieces: Piece[] = [];
    const started = performance.now();
    let last = started;
    let frame = requestAnimationFrame(function draw(now) {
      const step = Math.min((now - last) / 16.7, 3); // frames of 60 Hz, capped after a pause
      last = now;
      // The tween: pieces join the fall until all 200 are in, over 5000 ms.
      const wanted = Math.min(CONFETTI_PIECES, Math.ceil((CONFETTI_PIECES * (now - started)) / CONFETTI_TWEEN_MS));
      while (pieces.length < wanted) pieces.push(newPiece(width, height, true));
      ctx.clearRect(0, 0, width, height);
      for (const p of pieces) {
        p.x += p.vx * step;
        p.y += p.vy * step;
        p.angle += p.spin * step;
        if (p.y > height + 20) Object.assign(p, newPiece(width, height, true));
        ctx.save();
        ctx.translate(p.x, p.y);
        ctx.rotate(p.angle);
        ctx.fillStyle = p.colour;
        ctx.fillRect(-p.w / 2, -p.h / 2, p.w, p.h);
        ctx.restore();
      }
      frame = requestAnimationFrame(draw);
    });

    // A real movement only: Chromium also sends mousemove with no movement when the page changes under a still cursor.
    const onMouseMove = (e: MouseEvent) => {
      if (e.movementX !== 0 || e.movementY !== 0) done.current();
    };
    const stop = () => done.current();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotionChange = () => {
      if (reduced.matches) stop();
    };
    window.addEventListener('mousemove', onMouseMove, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('resize', resize);
    reduced.addEventListener('change', onMotionChange);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('resize', resize);
      reduced.removeEventListener('change', onMotionChange);
    };
  }, []);

  return <canvas ref={canvasRef} className="confetti" aria-hidden="true" data-testid="confetti" />;
}
