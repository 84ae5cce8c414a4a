import Testing

/// A small real sample of each language Qiita's authors fence, with the names they fence it by.
struct CodeSample: Sendable, CustomTestStringConvertible {
    /// Our name for the language (what `language(named:)` answers).
    let language: String
    /// Every fence name that stands for it.
    let names: [String]
    let code: String

    var testDescription: String { language }

    static let all: [CodeSample] = [
        CodeSample(
            language: "python", names: ["python", "py", "Python3"],
            code: """
                import os

                def greet(name: str) -> str:
                    \"\"\"Say hello.\"\"\"
                    return f"Hello, {name}"  # a comment
                """),
        CodeSample(
            language: "javascript", names: ["javascript", "js", "jsx", "JavaScript"],
            code: """
                // fetch the items
                const items = await fetch("/api/v2/items").then((r) => r.json());
                function count(list) { return list.length; }
                """),
        CodeSample(
            language: "typescript", names: ["typescript", "ts", "tsx"],
            code: """
                interface User { id: number; name: string }
                export async function load(id: number): Promise<User | undefined> {
                  const users: User[] = await fetchUsers(); // cached
                  return users.find((u) => u.id === id);
                }
                """),
        CodeSample(
            language: "ruby", names: ["ruby", "rb"],
            code: """
                class Greeter
                  def hello(name)
                    puts "Hello, #{name}" # greet
                  end
                end
                """),
        CodeSample(
            language: "go", names: ["go", "golang"],
            code: """
                package main

                import "fmt"

                func main() {
                \tfmt.Println("hello") // say it
                }
                """),
        CodeSample(
            language: "java", names: ["java"],
            code: """
                public class Main {
                    public static void main(String[] args) {
                        System.out.println("Hello"); // print
                    }
                }
                """),
        CodeSample(
            language: "kotlin", names: ["kotlin", "kt"],
            code: """
                data class Point(val x: Int, val y: Int = 0)
                fun main() {
                    val p = Point(1)
                    println("x = ${p.x}") // print
                }
                """),
        CodeSample(
            language: "swift", names: ["swift", "Swift"],
            code: """
                import Foundation
                struct Point: Sendable { let x: Int; var y = 2.5 }
                func greet(_ name: String) -> String {
                    guard !name.isEmpty else { return "" } // empty
                    return "Hello, \\(name)"
                }
                """),
        CodeSample(
            language: "php", names: ["php"],
            code: """
                <?php
                function greet($name) {
                    echo "Hello, " . $name; // greet
                }
                """),
        CodeSample(
            language: "rust", names: ["rust", "rs"],
            code: """
                fn main() {
                    let v: Vec<i32> = vec![1, 2, 3];
                    println!("{}", v.len()); // three
                }
                """),
        CodeSample(
            language: "c", names: ["c", "C"],
            code: """
                #include <stdio.h>
                int main(void) {
                    printf("hello\\n"); /* greet */
                    return 0;
                }
                """),
        CodeSample(
            language: "cpp", names: ["cpp", "c++", "C++", "cc"],
            code: """
                #include <iostream>
                int main() {
                    std::cout << "hello" << std::endl; // greet
                    return 0;
                }
                """),
        CodeSample(
            language: "csharp", names: ["csharp", "cs", "c#", "C#"],
            code: """
                using System;
                public class Program {
                    public static void Main() { Console.WriteLine("Hello"); } // greet
                }
                """),
        CodeSample(
            language: "shell", names: ["shell", "sh", "bash", "ksh"],
            code: """
                #!/bin/bash
                for f in *.md; do
                  echo "file: $f" # each
                done
                export PATH="$HOME/bin:$PATH"
                """),
        CodeSample(
            language: "zsh", names: ["zsh"],
            code: """
                autoload -Uz compinit && compinit
                if [[ -n "$ZSH_VERSION" ]]; then echo "zsh" ; fi # check
                """),
        CodeSample(
            language: "sql", names: ["sql", "SQL", "mysql", "postgresql"],
            code: """
                SELECT id, title FROM items
                WHERE created_at > '2024-01-01' -- recent
                ORDER BY id DESC LIMIT 10;
                """),
        CodeSample(
            language: "yaml", names: ["yaml", "yml"],
            code: """
                # CI
                name: build
                on:
                  push:
                    branches: [ main ]
                jobs:
                  test:
                    runs-on: ubuntu-latest
                    steps:
                      - uses: actions/checkout@v4
                      - run: "swift test"
                """),
        CodeSample(
            language: "json", names: ["json", "JSON"],
            code: """
                {
                  "name": "viper-shell",
                  "tags": ["swift", "cli"],
                  "stars": 42,
                  "archived": false
                }
                """),
        CodeSample(
            language: "html", names: ["html", "htm"],
            code: """
                <!DOCTYPE html>
                <html lang="ja">
                  <body class="main"><!-- note --><p>こんにちは</p></body>
                </html>
                """),
        CodeSample(
            language: "xml", names: ["xml", "svg"],
            code: """
                <?xml version="1.0" encoding="UTF-8"?>
                <project name="demo"><!-- note --><module>core</module></project>
                """),
        CodeSample(
            language: "css", names: ["css", "scss"],
            code: """
                /* layout */
                .main > p { color: #333; margin: 0 auto; }
                """),
        CodeSample(
            language: "dockerfile", names: ["dockerfile", "Dockerfile", "docker"],
            code: """
                # build stage
                FROM swift:6.0 AS build
                WORKDIR /src
                COPY . .
                RUN swift build -c release
                CMD ["./app", "--port", "8080"]
                """),
        CodeSample(
            language: "hcl", names: ["hcl", "terraform", "tf"],
            code: """
                # a bucket
                resource "aws_s3_bucket" "logs" {
                  bucket = "logs-${var.env}"
                  count  = 1
                }
                """),
        CodeSample(
            language: "elisp", names: ["elisp", "emacs-lisp", "lisp", "el", "common-lisp"],
            code: """
                ;; packages
                (use-package eglot
                  :ensure t
                  :hook ((python-mode . eglot-ensure)))
                (setq make-backup-files nil)
                (global-set-key (kbd "C-c g") 'magit-status)
                """),
        CodeSample(
            language: "nginx", names: ["nginx", "nginxconf"],
            code: """
                server {
                    listen 443 ssl; # https
                    server_name example.com;
                    location / { proxy_pass http://127.0.0.1:8080; proxy_set_header Host $host; }
                    add_header Strict-Transport-Security "max-age=31536000" always;
                }
                """),
        CodeSample(
            language: "toml", names: ["toml"],
            code: """
                # Cargo.toml
                [package]
                name = "viper"
                version = "0.1.0"
                [dependencies]
                serde = { version = "1.0", features = ["derive"] }
                """),
        CodeSample(
            language: "dart", names: ["dart"],
            code: """
                import 'package:flutter/material.dart';
                class Counter extends StatelessWidget {
                  final int count = 0; // state
                  @override
                  Widget build(BuildContext context) => Text('Count: $count');
                }
                """),
        CodeSample(
            language: "console", names: ["console", "shell-session", "sh-session", "terminal"],
            code: """
                $ brew install nginx
                ==> Downloading https://ghcr.io/v2/homebrew/core/nginx
                # systemctl restart nginx && echo "done"
                """),
        CodeSample(
            language: "vue", names: ["vue"],
            code: """
                <template>
                  <p class="count">{{ count }}</p>
                </template>
                <script setup>
                const count = ref(0) // state
                </script>
                """),
        CodeSample(
            language: "powershell", names: ["powershell", "ps1", "pwsh"],
            code: """
                # big files
                $files = Get-ChildItem -Path "C:\\Logs" -Recurse
                foreach ($f in $files) { if ($f.Length -gt 1024) { Write-Host $f.Name } }
                """),
        CodeSample(
            language: "graphql", names: ["graphql", "gql"],
            code: """
                # one user
                query GetUser($id: ID!) {
                  user(id: $id) { name items(first: 10) { title } }
                }
                """),
        CodeSample(
            language: "diff", names: ["diff", "patch", "diff_ruby"],
            code: """
                --- a/main.rb
                +++ b/main.rb
                @@ -1,2 +1,2 @@
                -puts "old"
                +puts "new"
                """),
    ]
}

extension String {
    /// The text with every tab written as four spaces: what `CodeLines` makes of a tab at a
    /// line's start, the only place the samples have one.
    func replacingTabs() -> String {
        split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ")
    }
}
