import Foundation

/// A JSON-RPC 2.0 message as it arrives: a request (id and method), a notification (method
/// only) or a response to a request of ours (id only, which this server never sends).
struct JSONRPCMessage: Decodable, Sendable {
    var id: LSPAny?
    var method: String?
    var params: LSPAny?

    /// The typed parameters, or an invalid-params error naming what was wrong.
    func params<T: Decodable>(as type: T.Type) throws(JSONRPCError) -> T {
        do {
            return try (params ?? .null).decode(as: T.self)
        } catch {
            throw JSONRPCError(code: JSONRPCError.invalidParams, message: "invalid params for '\(method ?? "")': \(error)")
        }
    }
}

/// A JSON-RPC error answered to a request.
struct JSONRPCError: Error, Sendable {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    /// LSP: a request before `initialize`.
    static let serverNotInitialized = -32002

    var code: Int
    var message: String
}

/// Encodes what the server writes: responses and notifications, each framed.
enum JSONRPCOutput {
    /// A successful response to request `id`.
    static func result(id: LSPAny, _ result: LSPAny) -> Data {
        encode(.object(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }

    /// An error response to request `id` (`null` when the id could not be read).
    static func error(id: LSPAny, _ error: JSONRPCError) -> Data {
        encode(.object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .number(Double(error.code)), "message": .string(error.message)]),
        ]))
    }

    /// A notification from the server.
    static func notification(_ method: String, _ params: LSPAny) -> Data {
        encode(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    private static func encode(_ value: LSPAny) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value here is built from strings and numbers, which always encode.
        return MessageFraming.frame((try? encoder.encode(value)) ?? Data("null".utf8))
    }
}
