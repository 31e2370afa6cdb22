import FlyingFox
import Foundation
import NMViewEngine
import NMViewPreview

/// Answers every request: the access checks first (Host, Origin, and on the network the token),
/// then eight fixed routes and the compiled layouts by view class; anything else is 404.
/// Layouts are addressed by their key in ``PreviewState``, so no request path or parameter ever
/// reaches the file system.
struct PreviewRouter: HTTPHandler {
    let state: PreviewState
    let access: PreviewAccess
    /// The cap on open event streams, if the access has one.
    let streamLimit: StreamLimit?

    init(state: PreviewState, access: PreviewAccess) {
        self.state = state
        self.access = access
        if case .network(let network) = access {
            streamLimit = StreamLimit(maximum: network.maxEventStreams)
        } else {
            streamLimit = nil
        }
    }

    /// Sent first on every event stream: reconnect after one second, and a comment so the client
    /// sees bytes (and knows it is subscribed) straight away.
    static let streamPreamble = Array("retry: 1000\n: connected\n\n".utf8)

    /// What a header value may hold unencoded: ASCII letters, digits and `-._~` (Foundation's
    /// `.alphanumerics` would let non-ASCII letters through).
    static let headerSafe = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The response to `request`: 421 for a foreign Host, 404 off the routes, 405 for methods
    /// other than GET and HEAD. HEAD gets GET's status and headers without the body.
    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path: String
        switch access.decide(
            path: request.path, rawPath: request.target.path(), host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
            authorization: request.headers[.authorization])
        {
        case .serve(let served): path = served
        case .refuse(let refusal): return Self.response(for: refusal, access: access)
        }
        let routes = ["/", "/api/layouts", "/api/render", "/api/views", "/api/frames", "/api/audit", "/api/patch", "/events"]
        let compiledClass = Self.compiledViewClass(in: path)
        guard routes.contains(path) || compiledClass != nil else { return PreviewResponse.notFound }
        switch request.method {
        case .GET: break
        case .HEAD:
            // No event stream is opened for a HEAD: it would only be thrown away.
            if path == "/events" { return PreviewResponse.withoutBody(Self.eventStreamHead(), length: nil) }
            let full = try await get(path, compiledClass: compiledClass, request: request)
            return PreviewResponse.withoutBody(full, length: try await full.bodyData.count)
        default:
            var response = PreviewResponse.text("only GET and HEAD are allowed", status: .methodNotAllowed)
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
        return try await get(path, compiledClass: compiledClass, request: request)
    }

    /// What a GET of `path` (one of the routes) answers.
    private func get(_ path: String, compiledClass: String?, request: HTTPRequest) async throws -> HTTPResponse {
        if let compiledClass { return await compiled(compiledClass, ifNoneMatch: request.headers[HTTPHeader("If-None-Match")]) }
        switch path {
        case "/": return page()
        case "/api/layouts": return try PreviewResponse.json(await state.layoutList())
        case "/api/render": return await render(request.query)
        case "/api/views": return try await views(request.query)
        case "/api/frames": return try await frames(request.query)
        case "/api/audit": return try await audit(request.query)
        case "/api/patch": return await patch(request.query)
        default: return events()
        }
    }

    /// What a refused request gets: a status and a line saying what to do, never any layout data.
    static func response(for refusal: PreviewAccess.Refusal, access: PreviewAccess) -> HTTPResponse {
        switch refusal {
        case .foreignHost:
            let names = if case .network = access { "this machine's network address or .local name" } else { "localhost, 127.0.0.1 or [::1]" }
            return PreviewResponse.text("nmview preview answers only requests for \(names)", status: .misdirectedRequest)
        case .foreignOrigin:
            return PreviewResponse.text("nmview preview answers only its own page", status: .forbidden)
        case .missingToken:
            var response = PreviewResponse.text(
                "nmview preview on the network needs the token 'nmview watch --lan' printed: open its URL", status: .unauthorized)
            response.headers[HTTPHeader("WWW-Authenticate")] = "Bearer realm=\"nmview\""
            return response
        case .redirect(let location):
            var response = PreviewResponse.text("see \(location)", status: .permanentRedirect)
            response.headers[.location] = location
            return response
        }
    }

    /// The page, with a fresh nonce allowing its own script and style and nothing else.
    private func page() -> HTTPResponse {
        // Always 32 digits, so the page's length (which HEAD reports) does not vary with it.
        let nonce = [UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max)].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
        var extra = HTTPHeaders()
        extra[HTTPHeader("Content-Security-Policy")] = [
            "default-src 'none'", "script-src 'nonce-\(nonce)'", "style-src 'nonce-\(nonce)'",
            "img-src 'self' data: blob:", "connect-src 'self'", "base-uri 'none'", "form-action 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
        extra[HTTPHeader("X-Frame-Options")] = "DENY"
        return PreviewResponse.data(
            Data(PreviewPage.html(nonce: nonce).utf8), contentType: "text/html; charset=utf-8", extra: extra)
    }

    /// The SVG of a layout's last good version at a size, safe area and appearance, as the engine
    /// lays it out; the `X-NMView-Layout` header names the layout chosen (percent-encoded).
    private func render(_ items: [HTTPRequest.QueryItem]) async -> HTTPResponse {
        let target: RenderTarget
        switch await RenderTarget.find(items, in: state) {
        case .failure(let refusal): return refusal.response
        case .success(let found): target = found
        }
        let (layout, query, size, chosen) = (target.layout, target.query, target.size, target.chosen)
        // Only what shows: the page reads every view from /api/views, not from the picture.
        let svg = target.renderer.render(
            layout, size: size, safeArea: query.safeArea, variant: chosen, appearance: query.appearance,
            direction: query.layoutDirection, onlyInSight: true)
        var extra = HTTPHeaders()
        let name = layout.variants[chosen].name
        extra[HTTPHeader("X-NMView-Layout")] = name.addingPercentEncoding(withAllowedCharacters: Self.headerSafe) ?? "primary"
        extra[HTTPHeader("X-NMView-Layout-Index")] = String(chosen)
        return PreviewResponse.data(Data(svg.utf8), contentType: "image/svg+xml; charset=utf-8", extra: extra)
    }

    /// The view class `/api/compiled/<ViewClass>.layout.json` names (``LiveProtocol``).
    static func compiledViewClass(in path: String) -> String? {
        LiveProtocol.viewClass(inCompiledPath: path)
    }

    /// A view class's last good layout as `nmview compile` writes it, with its content hash as
    /// the entity tag; 304 when the client has it already.
    private func compiled(_ viewClass: String, ifNoneMatch: String?) async -> HTTPResponse {
        guard let compiled = await state.compiled(viewClass: viewClass) else {
            return PreviewResponse.jsonError("no compiled layout for '\(viewClass)'", status: .notFound)
        }
        let tag = "\"\(compiled.hash)\""
        var extra = HTTPHeaders()
        extra[HTTPHeader("ETag")] = tag
        if let ifNoneMatch, ifNoneMatch.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag }) {
            return PreviewResponse.data(Data(), contentType: PreviewResponse.jsonType, status: .notModified, extra: extra)
        }
        return PreviewResponse.data(compiled.json, contentType: PreviewResponse.jsonType, extra: extra)
    }

    /// A `text/event-stream` that lasts as long as the connection.
    private func events() -> HTTPResponse {
        var lease: StreamLimit.Lease?
        if let streamLimit {
            guard let granted = streamLimit.lease() else {
                var response = PreviewResponse.text(
                    "nmview preview already has \(streamLimit.maximum) event streams open", status: .serviceUnavailable)
                response.headers[HTTPHeader("Retry-After")] = "5"
                return response
            }
            lease = granted
        }
        let stream = EventStream(subscription: state.hub.subscribe(), preamble: Self.streamPreamble, lease: lease)
        var response = Self.eventStreamHead()
        response.payload = .httpBody(HTTPBodySequence(from: stream))
        return response
    }

    /// An event stream's status and headers, with an empty body.
    private static func eventStreamHead() -> HTTPResponse {
        var headers = PreviewResponse.baseHeaders
        headers[.contentType] = "text/event-stream; charset=utf-8"
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data())
    }
}
