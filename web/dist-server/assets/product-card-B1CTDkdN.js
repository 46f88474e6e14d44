import { O as useTranslation, S as paths, i as formatMoney, k as require_dist } from "../entry-server.js";
import { t as PictureImage } from "./picture-image-8s4glZXx.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/config/image-sizes.ts
var import_dist = require_dist();
/**
* The `sizes` of the largest image of each first screen (the first slide, a listing's cards, the
* product's picture). public/first-screen.js preloads that image with the same `sizes`, so the
* browser picks the same file for both (web/src/app/first-screen.test.ts keeps them equal).
*/
var IMAGE_SIZES = {
	hero: "(max-width: 1240px) 100vw, 1200px",
	productCard: "(max-width: 600px) 50vw, 260px",
	productMain: "(max-width: 800px) 100vw, 520px"
};
// src/components/price-tag.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A price in `AED 12.50` form (Arabic: `12.50 د.إ.`), with the old price struck through when discounted. */
function PriceTag({ priceFils, oldPriceFils }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "price",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "price__now",
			children: formatMoney(priceFils)
		}), oldPriceFils ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("del", {
			className: "price__old",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "visually-hidden",
				children: t("price.was")
			}), formatMoney(oldPriceFils)]
		}) : null]
	});
}
// src/components/product-card.tsx
/** A product tile linking to its page: image, title, weight, price, badges (docs/product.md 2). */
function ProductCard({ product, isPriority = false }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: `product-card${product.isOutOfStock ? " product-card--out" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_dist.Link, {
				to: paths.product.getHref(product.id),
				className: "product-card__link",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "product-card__media",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureImage, {
						picture: product.image,
						sizes: IMAGE_SIZES.productCard,
						isPriority,
						className: "product-card__image"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "product-card__badges",
						children: [
							product.isOutOfStock ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "badge badge--muted",
								children: t("product.outOfStock")
							}) : null,
							product.discountPercent ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "badge badge--sale",
								children: t("product.discount", { percent: product.discountPercent })
							}) : null,
							product.isFlashSale ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "badge badge--flash",
								children: t("product.flashSale")
							}) : null
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "product-card__title",
					children: product.title
				})]
			}),
			product.weight ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "product-card__weight",
				children: product.weight
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceTag, {
				priceFils: product.priceFils,
				oldPriceFils: product.oldPriceFils
			})
		]
	});
}
/** A responsive grid of product cards. */
function ProductGrid({ products, priorityCount = 0 }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "product-grid",
		children: products.map((product, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductCard, {
			product,
			isPriority: index < priorityCount
		}) }, product.id))
	});
}
export { PriceTag as n, IMAGE_SIZES as r, ProductGrid as t };
