/// The exported page's stylesheet, inside the page (no font, image or sheet is fetched): a
/// light page; code in figures with their file name above, in ExportCodePalette's colours;
/// diff lines tinted; notes as Qiita shows them (a tint and a left border in the kind's colour,
/// its icon and label first); and a print sheet: full width, long code lines wrapped rather
/// than cut, the tints printed, no break between a caption and its code.
enum ItemHTMLStylesheet {
    static let css = screen + print

    private static let screen = """
        :root{color-scheme:light}\
        body{max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2328;background:#fff;font:16px/1.7 \
        -apple-system,"Segoe UI","Hiragino Sans","Noto Sans JP",sans-serif,"Apple Color Emoji","Segoe UI Emoji",\
        "Noto Color Emoji"}\
        a{color:#0550ae}\
        header{border-bottom:1px solid #d0d7de;margin-bottom:1.5rem}.title{font-size:1.8rem;line-height:1.3}\
        .meta{color:#57606a;font-size:.9rem}.tag{background:#eef5e9;border-radius:4px;padding:.1rem .4rem;\
        font-size:.85rem}\
        code,kbd,pre{font-family:ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,monospace;\
        font-size:.9em}\
        :not(pre)>code{background:#eff1f3;border-radius:4px;padding:.1em .3em}\
        kbd{background:#f6f8fa;border:1px solid #d0d7de;border-bottom-width:2px;border-radius:4px;padding:0 .3em}\
        pre{background:\(ExportCodePalette.codeBackground);color:\(ExportCodePalette.text);padding:.8rem;\
        overflow:auto;border-radius:6px;line-height:1.5;tab-size:4}\
        pre>code{display:block;min-width:max-content;font-size:inherit}\
        figure.code-block{margin:1rem 0;border:1px solid #d0d7de;border-radius:6px;overflow:hidden}\
        figure.code-block pre{margin:0;border-radius:0}\
        figure.code-block figcaption{display:flex;gap:.8rem;align-items:baseline;padding:.25rem .8rem;\
        background:#eaeef2;border-bottom:1px solid #d0d7de;font-size:.85rem}\
        .code-file{font-family:ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,monospace;\
        font-weight:bold;overflow-wrap:anywhere}\
        .code-lang{color:#57606a;margin-left:auto}\
        .diff-added,.diff-removed,.diff-hunk{display:block;margin:0 -.8rem;padding:0 .8rem}\
        .diff-added{background:\(ExportCodePalette.addedBackground);color:\(ExportCodePalette.added)}\
        .diff-removed{background:\(ExportCodePalette.removedBackground);color:\(ExportCodePalette.removed)}\
        .diff-hunk{background:\(ExportCodePalette.hunkBackground);color:\(ExportCodePalette.hunk)}\
        .diff-mark{font-weight:bold}\
        .note{margin:1rem 0;padding:.6rem 1rem;border-left:4px solid;border-radius:4px}\
        .note>:last-child{margin-bottom:0}\
        .note-label{margin:0 0 .3rem;font-weight:bold;display:flex;align-items:center;gap:.4rem}\
        .note-icon{display:inline-flex;justify-content:center;align-items:center;width:1.3rem;height:1.3rem;\
        border-radius:50%;color:#fff;font-size:.8rem;line-height:1}\
        .note.info{background:#eef8e9;border-color:#2da44e}.note.info .note-label{color:#1a6b32}\
        .note.info .note-icon{background:#1a6b32}\
        .note.warn{background:#fff8e1;border-color:#d4a72c}.note.warn .note-label{color:#7d4e00}\
        .note.warn .note-icon{background:#7d4e00}\
        .note.alert{background:#fdeeee;border-color:#cf222e}.note.alert .note-label{color:#b42318}\
        .note.alert .note-icon{background:#b42318}\
        blockquote{border-left:4px solid #d0d7de;margin:0;padding-left:1rem;color:#57606a}\
        table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:.3rem .6rem}th{background:#f6f8fa}\
        img{max-width:100%}summary{cursor:pointer}\
        .comments{border-top:1px solid #d0d7de;margin-top:2rem}.comment{border-bottom:1px solid #eaeef2;\
        padding:.5rem 0}
        """

    private static let print = """
        @media print{\
        body{max-width:none;margin:0;padding:0;font-size:10.5pt;line-height:1.6}\
        a{color:inherit}\
        pre{overflow:visible;white-space:pre-wrap;overflow-wrap:anywhere}pre>code{min-width:0}\
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}\
        .note,blockquote,tr,img{break-inside:avoid}figcaption,h1,h2,h3,h4{break-after:avoid}\
        iframe{display:none}}
        """
}
