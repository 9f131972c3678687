/** The modal's icons: small inline SVGs in DocSearch's slots (decorative: every control carries its own label). */
import type {ReactNode} from 'react';

function Icon({children, size = 20}: {children: ReactNode; size?: number}): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon>
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="m13 13 4.5 4.5" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="m5 5 10 10M15 5 5 15" />
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="M16 10H4m5-5-5 5 5 5" />
  </Icon>
);

export const LoadingIcon = () => (
  <Icon>
    <path d="M10 3a7 7 0 1 0 7 7">
      <animateTransform attributeName="transform" type="rotate" from="0 10 10" to="360 10 10" dur="0.8s" repeatCount="indefinite" />
    </path>
  </Icon>
);

export const RecentIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7" />
    <path d="M10 6v4l3 2" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="m10 3 2.2 4.5 4.8.7-3.5 3.4.8 4.9-4.3-2.3-4.3 2.3.8-4.9L3 8.2l4.8-.7z" />
  </Icon>
);

export const SparklesIcon = () => (
  <Icon>
    <path d="M9 3v3M9 12v3M3 9h3M12 9h3M5 5l2 2M11 11l2 2M13 5l-2 2M7 11l-2 2" />
    <path d="M15.5 13.5v3M14 15h3" />
  </Icon>
);

/** What a hit is: a page, a heading on it, or a paragraph. */
export const HitIcon = ({type}: {type: string}) => (
  <Icon>
    {type === 'lvl1' ? (
      <path d="M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9h5M7.5 12h5" />
    ) : type === 'content' ? (
      <path d="M4 5h12M4 9h12M4 13h8" />
    ) : (
      <path d="M7.5 3.5 6 16.5M14 3.5l-1.5 13M3.5 7.5h13M3 12.5h13" />
    )}
  </Icon>
);

export const SelectIcon = () => (
  <Icon>
    <path d="M16 4v6a3 3 0 0 1-3 3H4m4-4-4 4 4 4" />
  </Icon>
);

/** The tree line in front of a heading listed under its page; the last one ends the branch. */
export const TreeIcon = ({last}: {last: boolean}) => (
  <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true" focusable="false">
    <g stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={last ? 'M8 4v23h12' : 'M8 4v46M8 27h12'} />
    </g>
  </svg>
);
