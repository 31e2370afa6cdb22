import Testing

@testable import NMViewWatch

/// The watcher's small parts on their own.
@Suite struct WatchPartsTests {
    /// FNV-1a 64 gives the published values, hashed whole or in chunks.
    @Test func fnv1aMatchesTheReferenceVectors() {
        #expect(ContentHasher.hash(Array("".utf8)) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHasher.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHasher.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        let chunked = "foo".utf8.withContiguousStorageIfAvailable { first in
            "bar".utf8.withContiguousStorageIfAvailable { second in
                ContentHasher.hash(UnsafeRawBufferPointer(second), continuing: ContentHasher.hash(UnsafeRawBufferPointer(first)))
            }
        }
        #expect(chunked == 0x8594_4171_f739_67e8)
    }

    /// Editors' temporary names are recognised; look-alikes (`icon.svg`, `movie.swf`, `4914`) are not.
    @Test func editorTemporaryNames() {
        for name in [
            ".A.yaml.swp", ".A.yaml.swo", ".A.yaml.swn", ".A.yaml.swa", ".A.yaml.svz", "A.yaml.swx", "A.yaml~", "4913",
            "5036", "A___jb_tmp___", "A___jb_old___", ".#A.yaml", "#A.yaml#", "x.tmp", ".DS_Store",
            ".goutputstream-XYZ123", "A.yaml.kate-swp",
        ] {
            #expect(EditorTemporaryFiles.isTemporary(name), "\(name)")
        }
        for name in ["A.nmview.yaml", "icon.svg", "movie.swf", "4914", "+4913", "#", "tmp", "A.tmpl"] {
            #expect(!EditorTemporaryFiles.isTemporary(name), "\(name)")
        }
    }

    /// Paths gathered during a batch go out together afterwards; past the limit they become one rescan.
    @Test func coalescerFoldsAndStaysBounded() {
        var coalescer = ChangeCoalescer(limit: 3)
        coalescer.add("a")
        coalescer.add("a")
        #expect(coalescer.beginDelivery() == ChangeCoalescer.Work(paths: ["a"], rescan: false))
        // While a batch runs, paths gather and nothing else goes out.
        coalescer.add("b")
        coalescer.add("c")
        #expect(coalescer.beginDelivery() == nil)
        coalescer.endDelivery()
        #expect(coalescer.beginDelivery() == ChangeCoalescer.Work(paths: ["b", "c"], rescan: false))
        coalescer.endDelivery()
        for path in ["1", "2", "3", "4"] { coalescer.add(path) }
        #expect(coalescer.pending.isEmpty)
        #expect(coalescer.beginDelivery() == ChangeCoalescer.Work(paths: [], rescan: true))
    }
}
