import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/components/picture-image.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A responsive product or banner image with its intrinsic size set (no layout shift). */
function PictureImage({ picture, sizes, isPriority = false, className }) {
	if (!picture) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: `image-placeholder ${className ?? ""}`,
		"aria-hidden": "true"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		className,
		src: picture.src,
		srcSet: picture.srcSet || void 0,
		sizes,
		width: picture.width,
		height: picture.height,
		alt: picture.alt,
		loading: isPriority ? "eager" : "lazy",
		decoding: "async",
		fetchPriority: isPriority ? "high" : void 0
	});
}
export { PictureImage as t };
