// libyaml (Debian's libyaml-dev): the front matter of qiita-cli's Markdown files (`publish`).
#include <yaml.h>
