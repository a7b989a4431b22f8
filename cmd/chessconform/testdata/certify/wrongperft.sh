#!/bin/sh
# A protocol v1 program in plain sh that declares the moves capability and
# answers every perft with 1 node: a deliberate, known failure for the CLI
# tests of certify (exit codes, --baseline). Everything else is unsupported.
while IFS= read -r line; do
  id=$(printf '%s\n' "$line" | sed 's/^{"id":\([0-9]*\).*/\1/')
  case "$line" in
    *'"op":"hello"'*) echo "{\"id\":$id,\"result\":{\"protocol\":1,\"name\":\"wrongperft\",\"version\":\"0\",\"capabilities\":[\"moves\"],\"rulebooks\":[]}}" ;;
    *'"op":"perft"'*) echo "{\"id\":$id,\"result\":{\"nodes\":1}}" ;;
    *'"op":"quit"'*) echo "{\"id\":$id,\"result\":{}}"; exit 0 ;;
    *) echo "{\"id\":$id,\"error\":{\"code\":\"unsupported\",\"message\":\"not implemented\"}}" ;;
  esac
done
