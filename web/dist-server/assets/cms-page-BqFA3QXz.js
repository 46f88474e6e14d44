import { A as queryOptions, E as locale, O as useTranslation, S as paths, _ as ApiError, b as env, j as useQuery, k as require_dist, n as PageMeta, v as errorMessage, w as cmsLocaleParams, y as requestJson } from "../entry-server.js";
import { t as Spinner } from "./spinner-BUtZNr0d.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
// src/features/pages/api/get-page.ts
var import_dist = require_dist();
/**
* The page with this slug (`GET /api/pages?filters[slug][$eq]={slug}`). Throws ApiError
* `page_not_found` (404) when the CMS has no such page, or the CMS's error when it fails.
*/
async function getPage(slug, signal) {
	const query = new URLSearchParams([["filters[slug][$eq]", slug], ...cmsLocaleParams()]);
	const [page] = (await requestJson(`${env.cmsApiUrl}/pages?${query}`, { signal })).data;
	if (!page) throw new ApiError(404, "page_not_found", "This page is not available.");
	return {
		title: page.title,
		description: page.description ?? "",
		body: page.body
	};
}
var pageQueryOptions = (slug) => queryOptions({
	queryKey: [
		"pages",
		locale,
		slug
	],
	queryFn: ({ signal }) => getPage(slug, signal)
});
/** A CMS page: loading, then data or error (docs/product.md 4). */
function usePage(slug) {
	return useQuery(pageQueryOptions(slug));
}
// ../node_modules/@strapi/blocks-react-renderer/dist/Text.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var replaceLineBreaks = (text) => {
	const split = text.split(/\r?\n|\r/g);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: split.map((part, idx) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [idx > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}), part] }, idx)) });
};
var Text = ({ text, ...modifiers }) => {
	const { modifiers: modifierComponents, missingModifierTypes } = useComponentsContext();
	return Object.keys(modifiers).reduce((children, modifierName) => {
		if (!modifiers[modifierName]) return children;
		const ModifierComponent = modifierComponents[modifierName];
		if (!ModifierComponent) {
			if (!missingModifierTypes.includes(modifierName)) {
				console.warn(`[@strapi/block-react-renderer] No component found for modifier "${modifierName}"`);
				missingModifierTypes.push(modifierName);
			}
			return children;
		}
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModifierComponent, { children });
	}, replaceLineBreaks(text));
};
// ../node_modules/@strapi/blocks-react-renderer/dist/Block.js
var voidTypes = ["image"];
var augmentProps = (content) => {
	const { children: childrenNodes, type, ...props } = content;
	if (type === "code") {
		const getPlainText = (children) => {
			return children.reduce((currentPlainText, node) => {
				if (node.type === "text") return currentPlainText.concat(node.text);
				if (node.type === "link") return currentPlainText.concat(getPlainText(node.children));
				return currentPlainText;
			}, "");
		};
		return {
			...props,
			plainText: getPlainText(content.children)
		};
	}
	return props;
};
var Block = ({ content }) => {
	const { children: childrenNodes, type, ...props } = content;
	const { blocks, missingBlockTypes } = useComponentsContext();
	const BlockComponent = blocks[type];
	if (!BlockComponent) {
		if (!missingBlockTypes.includes(type)) {
			console.warn(`[@strapi/block-react-renderer] No component found for block type "${type}"`);
			missingBlockTypes.push(type);
		}
		return null;
	}
	if (voidTypes.includes(type)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlockComponent, { ...props });
	if (type === "paragraph" && childrenNodes.length === 1 && childrenNodes[0].type === "text" && childrenNodes[0].text === "") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {});
	const augmentedProps = augmentProps(content);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlockComponent, {
		...augmentedProps,
		children: childrenNodes.map((childNode, index) => {
			if (childNode.type === "text") {
				const { type: _type, ...childNodeProps } = childNode;
				return /* @__PURE__ */ (0, import_react.createElement)(Text, {
					...childNodeProps,
					key: index
				});
			}
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, { content: childNode }, index);
		})
	});
};
// ../node_modules/@strapi/blocks-react-renderer/dist/BlocksRenderer.js
var defaultComponents = {
	blocks: {
		paragraph: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: props.children }),
		quote: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", { children: props.children }),
		code: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: props.plainText }) }),
		heading: ({ level, children }) => {
			switch (level) {
				case 1: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children });
				case 2: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children });
				case 3: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children });
				case 4: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h4", { children });
				case 5: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h5", { children });
				case 6: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h6", { children });
			}
		},
		link: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: props.url,
			children: props.children
		}),
		list: (props) => {
			if (props.format === "ordered") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", { children: props.children });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: props.children });
		},
		"list-item": (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: props.children }),
		image: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: props.image.url,
			alt: props.image.alternativeText || void 0
		})
	},
	modifiers: {
		bold: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: props.children }),
		italic: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("em", { children: props.children }),
		underline: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("u", { children: props.children }),
		strikethrough: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("del", { children: props.children }),
		code: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: props.children })
	},
	missingBlockTypes: [],
	missingModifierTypes: []
};
var ComponentsContext = import_react.createContext(defaultComponents);
var ComponentsProvider = ({ children, value = defaultComponents }) => {
	const memoizedValue = import_react.useMemo(() => value, [value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComponentsContext.Provider, {
		value: memoizedValue,
		children
	});
};
function useComponentsContext() {
	return import_react.useContext(ComponentsContext);
}
var BlocksRenderer = (props) => {
	const blocks = {
		...defaultComponents.blocks,
		...props.blocks
	};
	const modifiers = {
		...defaultComponents.modifiers,
		...props.modifiers
	};
	const missingBlockTypes = import_react.useRef([]);
	const missingModifierTypes = import_react.useRef([]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComponentsProvider, {
		value: {
			blocks,
			modifiers,
			missingBlockTypes: missingBlockTypes.current,
			missingModifierTypes: missingModifierTypes.current
		},
		children: props.content.map((content, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, { content }, index))
	});
};
// src/features/pages/components/page-body.tsx
/** Schemes a staff-written link may use; anything else (javascript:, data:, vbscript:, …) is dropped. */
var SAFE_SCHEMES = /* @__PURE__ */ new Set([
	"http",
	"https",
	"mailto",
	"tel"
]);
/**
* The href a CMS link may carry: `url` trimmed when it is relative or http(s), mailto or tel,
* otherwise null. Decided as a browser reads it: control characters and spaces (which browsers
* strip or skip) are removed first, and the scheme is compared case-insensitively.
*/
function safeHref(url) {
	const asBrowserReads = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(asBrowserReads)?.[1];
	if (scheme !== void 0 && !SAFE_SCHEMES.has(scheme.toLowerCase())) return null;
	return url.trim();
}
/**
* The `link` block of a CMS page: a route of the SPA for `/path`, a plain link for other safe
* URLs, and only its text for an unsafe one (see safeHref).
*/
function PageLink({ url, children }) {
	const href = safeHref(url);
	if (href === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
	if (/^\/(?![/\\])/.test(href)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
		to: href,
		children
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href,
		children
	});
}
/**
* The rich-text body of a CMS page (Content Manager → Page → body). Links inside the shop stay
* in the SPA; a link whose scheme is not http(s), mailto or tel keeps its text and loses its href.
*/
function PageBody({ content }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlocksRenderer, {
		content,
		blocks: { link: PageLink }
	});
}
// src/features/pages/components/cms-page.tsx
/**
* A page whose text staff edit in the CMS (Content Manager → Page): its title, meta description
* and rich-text body (PageBody).
*/
function CmsPage({ slug, fallbackTitle, fallbackDescription }) {
	const { t } = useTranslation();
	const page = usePage(slug);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "card prose",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
				title: page.data?.title ?? fallbackTitle,
				description: page.data?.description || fallbackDescription
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-title",
				children: page.data?.title ?? fallbackTitle
			}),
			page.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : null,
			page.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "alert",
				role: "alert",
				children: errorMessage(page.error)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
				to: paths.contact.getHref(),
				children: t("footer.contact")
			})] }) : null,
			page.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, { content: page.data.body }) : null
		]
	});
}
export { CmsPage as t };
